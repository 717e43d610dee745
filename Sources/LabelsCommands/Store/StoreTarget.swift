import Foundation
import LabelsKit
import LabelsStoreClient

/// `--environment NAME --database URL`, which `publish`, `status` and `pull` share, and the client
/// they make of it with the credential of the process's environment.
struct StoreTarget: Equatable, Sendable {
  /// The environment, the first key of every path.
  let environment: UploadEnvironment
  /// The database.
  let database: DatabaseAddress

  /// Reads both options from scanned arguments, which may have `positionals` arguments besides.
  /// - Throws: ``UsageError`` when one is missing or invalid, or an argument is left.
  init(_ scanned: ArgumentScanner, command: any RunnableCommand.Type, positionals: Int = 0) throws(UsageError)
  {
    if let extra = scanned.positionals.dropFirst(positionals).first {
      throw UsageError("unexpected argument '\(extra)'", command: command)
    }
    guard let name = scanned.values["--environment"], !name.isEmpty else {
      throw UsageError("missing --environment, such as --environment production", command: command)
    }
    do {
      environment = try UploadEnvironment(name)
    } catch {
      throw UsageError("\(error)", command: command)
    }
    guard let address = scanned.values["--database"], !address.isEmpty else {
      throw UsageError(
        "missing --database, such as --database https://my-app-default-rtdb.firebaseio.com", command: command)
    }
    database = try DatabaseAddress(address, command: command)
  }

  /// The options every store command takes.
  static let options: Set<String> = ["--environment", "--database"]

  /// What the store holds beside what `bundle` writes for the environment (`upload/<env>.json`), once
  /// every check `bundle` makes passed; `nil` when one failed, the problems printed. With
  /// `discarding`, store edits are to be overwritten.
  /// - Throws: ``CommandFailure`` when the exports cannot be read, the store cannot be read (as
  ///   ``StoreClient/read(_:)``), or its record cannot be read and is not discarded (65).
  func snapshot(project: LabelsProject, console: Console, client: StoreClient, discarding: Bool = false)
    throws(CommandFailure) -> StoreSnapshot?
  {
    guard
      let bundle = try BundleCommand.checkedUpload(
        environment, root: project.paths.exports, target: project.paths.path("upload/\(environment).json"),
        project: project, console: console, listingWarnings: false)
    else { return nil }
    let name = environment.rawValue
    var nodes: [String: StoreNode] = [:]
    for line in bundle.lines { nodes[line.key] = try client.read([name, line.key]) }
    let recordNode = try client.read([name, PublicationRecord.key])
    // A read below a text or number answers `null`, and a write below it replaces it: when nothing was
    // found, what stands above the lines is read too, shallow.
    var foreign: StoreForeignValue?
    if recordNode.value == nil, nodes.values.allSatisfy({ $0.value == nil }) {
      for tokens in StoreSnapshot.ancestorTokens(of: environment) {
        let node = try client.read(tokens, shallow: true)
        foreign = StoreForeignValue.at(tokens, holding: node.value)
        if node.value != nil { break }
      }
    }
    do throws(StoreRecordError) {
      return try StoreSnapshot(
        of: bundle, nodes: nodes, recordNode: recordNode, foreign: foreign, discarding: discarding)
    } catch {
      throw CommandFailure(
        .dataError,
        "\(error) (at /\(name)/\(PublicationRecord.key) in the store); run publish with "
          + "--discard-store-edits to write the lines and a new record")
    }
  }

  /// A client of the database with the credential of `environment` (the process's by default).
  func client(environment variables: [String: String] = ProcessInfo.processInfo.environment) -> StoreClient {
    StoreClient(
      database: database, credential: StoreCredential(environment: variables), transport: HTTPStoreTransport()
    )
  }
}
