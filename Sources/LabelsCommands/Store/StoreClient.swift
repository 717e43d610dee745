import LabelsCore
import LabelsKit
import LabelsStoreClient

/// The store as `publish`, `status` and `pull` reach it: a ``RealtimeDatabaseClient`` whose every
/// failure becomes the command's, with its exit code and the fix in the command line's terms: 69 the
/// store unreachable or overloaded, 76 an answer outside the protocol, 77 the credential refused (naming
/// its variable), 64 no address.
@dynamicMemberLookup
struct StoreClient: Sendable {
  /// The client of the REST API.
  var connection: RealtimeDatabaseClient

  /// A client of `database`, sending `credential` through `transport`.
  init(database: DatabaseAddress, credential: StoreCredential, transport: any StoreTransport) {
    connection = RealtimeDatabaseClient(database: database, credential: credential, transport: transport)
  }

  /// The connection's settings: its database, timeout, retry rule, limit and sleep.
  subscript<Value>(dynamicMember path: WritableKeyPath<RealtimeDatabaseClient, Value>) -> Value {
    get { connection[keyPath: path] }
    set { connection[keyPath: path] = newValue }
  }

  /// The connection's fixed settings: its database, credential and transport.
  subscript<Value>(dynamicMember path: KeyPath<RealtimeDatabaseClient, Value>) -> Value {
    connection[keyPath: path]
  }

  /// Reads the node at `tokens` with its ETag, or `shallow` without it.
  /// - Throws: ``CommandFailure``: 69 unreachable, 76 not JSON or too large, 77 refused.
  func read(_ tokens: [String], shallow: Bool = false) throws(CommandFailure) -> StoreNode {
    do {
      return try connection.read(tokens, shallow: shallow)
    } catch {
      throw failure(error)
    }
  }

  /// Writes `value` at `tokens` if the node's ETag is still `etag`.
  /// - Throws: ``CommandFailure``: 69 unreachable, 76 not JSON or too large, 77 refused.
  func write(_ value: JSONValue, at tokens: [String], ifMatch etag: String) throws(CommandFailure)
    -> RealtimeDatabaseClient.WriteOutcome
  {
    do {
      return try connection.write(value, at: tokens, ifMatch: etag)
    } catch {
      throw failure(error)
    }
  }

  /// The command's failure for the client's error: its exit code, and what to do.
  private func failure(_ error: StoreClientError) -> CommandFailure {
    switch error.kind {
    case .unaddressable: CommandFailure(.usage, "\(error)")
    case .overloaded: CommandFailure(.unavailable, "\(error); try again later")
    case .unreachable:
      CommandFailure(.unavailable, "\(error); check --database and the network, then try again")
    case .refused(let status, let reason):
      CommandFailure(.noPermission, connection.credential.refusal(status: status, detail: reason))
    case .tooLarge, .notJSON:
      CommandFailure(.protocolError, "\(error); is --database the Realtime Database's address?")
    case .noETag: CommandFailure(.protocolError, "\(error); is --database a Firebase Realtime Database?")
    case .redirected: CommandFailure(.protocolError, "\(error); give --database the address it redirects to")
    case .rejected: CommandFailure(.protocolError, "\(error)")
    }
  }
}
