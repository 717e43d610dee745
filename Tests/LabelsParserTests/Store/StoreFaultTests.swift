import Foundation
import LabelsCore
import LabelsKit
import LabelsServer
import LabelsStoreClient
import Testing

@testable import LabelsCommands

/// Every fault of the store the commands meet: credentials missing, wrong or expired; a store that
/// fails, throttles, times out, cannot be reached, or answers something other than JSON or too much.
/// Each with its exact message and exit code, and no credential in any output.
@Suite struct StoreFaultTests {
  private static let token = "ya29.secret-token-value"

  @Test func noCredentialIsRefusedWith77NamingBothVariables() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.requiredCredential = .accessToken(Self.token)
    let run = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      run
        == .init(
          stdout: "",
          stderr:
            "error: the store refused access without a credential (HTTP 401); set LABELS_DATABASE_TOKEN to "
            + "a Google OAuth2 access token (gcloud auth print-access-token) or LABELS_DATABASE_SECRET to a "
            + "database secret\n", status: 77))
  }

  @Test func aWrongTokenIsRefusedWith77AndNeverPrinted() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.requiredCredential = .accessToken(Self.token)
    let run = StoreCommandRun(["publish"], in: folder, store: store, credential: .accessToken("ya29.wrong"))
    #expect(run.status == 77)
    #expect(
      run.stderr
        == "error: the store refused the access token in LABELS_DATABASE_TOKEN (HTTP 401: Unauthorized request.); "
        + "an access token expires after an hour: renew it with 'gcloud auth print-access-token', for an "
        + "account with the Firebase Realtime Database Admin role\n")
    #expect(!run.stderr.contains("ya29"))
  }

  @Test func anExpiredTokenIsNamedAsExpired() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.requiredCredential = .accessToken(Self.token)
    store.refusal = "Auth token is expired"
    let run = StoreCommandRun(["status"], in: folder, store: store, credential: .accessToken("ya29.old"))
    #expect(
      run.stderr
        == "error: the access token in LABELS_DATABASE_TOKEN has expired (HTTP 401: Auth token is expired); "
        + "renew it with 'gcloud auth print-access-token' (a token lasts an hour)\n")
    #expect(run.status == 77)
  }

  @Test func aWrongSecretIsRefusedWith77() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.requiredCredential = .secret("right-secret")
    let run = StoreCommandRun(["status"], in: folder, store: store, credential: .secret("wrong-secret"))
    #expect(run.status == 77)
    #expect(
      run.stderr.hasPrefix("error: the store refused the database secret in LABELS_DATABASE_SECRET (HTTP 401")
    )
    #expect(!run.stderr.contains("wrong-secret"))
  }

  @Test func theRightCredentialsAreSentAsFirebaseDocumentsThem() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.requiredCredential = .accessToken(Self.token)
    #expect(
      StoreCommandRun(["publish"], in: folder, store: store, credential: .accessToken(Self.token)).status == 0
    )
    let secretStore = FakeStore()
    secretStore.requiredCredential = .secret("right-secret")
    #expect(
      StoreCommandRun(["publish"], in: folder, store: secretStore, credential: .secret("right-secret")).status
        == 0)
  }

  @Test(arguments: [500, 503, 429])
  func aFailingStoreIsRetriedThenExits69(status: Int) throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    let failure = StoreExchange.answered(
      status: status, headers: [:], body: Array(#"{"error": "try later"}"#.utf8))
    store.script(Array(repeating: failure, count: 4))
    let run = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      run
        == .init(
          stdout: "",
          stderr:
            "error: the store answered HTTP \(status) to GET https://labels-test.firebaseio.com/production/v1.json "
            + "4 times: try later; try again later\n", status: 69))
    #expect(store.requests.count == 4)
  }

  @Test func aPassingFailureIsRetriedAfterBackoffAndRetryAfter() throws {
    let waits = Waits()
    let store = FakeStore()
    store.script([
      .answered(status: 503, headers: [:], body: []),
      .answered(status: 429, headers: ["retry-after": "7"], body: []),
      .timedOut,
    ])
    var client = try Self.client(store)
    client.sleep = { waits.append($0) }
    client.retry.backoff = .seconds(1)
    #expect(try client.read(["production", "v1"]).value == nil)
    #expect(waits.all == [.seconds(1), .seconds(7), .seconds(4)])
  }

  @Test func aRetryAfterBeyondTheLongestWaitIsCapped() throws {
    let waits = Waits()
    let store = FakeStore()
    store.script([.answered(status: 429, headers: ["retry-after": "86400"], body: [])])
    var client = try Self.client(store)
    client.sleep = { waits.append($0) }
    _ = try client.read(["production"])
    #expect(waits.all == [.seconds(60)])
  }

  @Test func anAnswerThatIsNotJSONExits76() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.script([.answered(status: 200, headers: ["etag": "x"], body: Array("<html>Sign in</html>".utf8))])
    let run = StoreCommandRun(["status"], in: folder, store: store)
    #expect(run.status == 76)
    #expect(
      run.stderr.hasPrefix(
        "error: the store's answer to GET https://labels-test.firebaseio.com/production/v1.json is not JSON ("
      ))
    #expect(run.stderr.hasSuffix("); is --database the Realtime Database's address?\n"))
  }

  @Test func anAnswerWithoutAnETagExits76() throws {
    let store = FakeStore()
    store.script([.answered(status: 200, headers: [:], body: Array("null".utf8))])
    let failure = #expect(throws: CommandFailure.self) { try Self.client(store).read(["production", "v1"]) }
    #expect(failure?.code == .protocolError)
    #expect(
      failure?.diagnostics.first?.message
        == "the store answered GET https://labels-test.firebaseio.com/production/v1.json without an ETag, so a "
        + "write could overwrite an edit it has not seen; is --database a Firebase Realtime Database?")
  }

  @Test func anOversizedAnswerOverHTTPExits76() throws {
    let body = Array(repeating: UInt8(ascii: " "), count: 2048) + Array("null".utf8)
    let server = try LoopbackHTTPServer(port: 0) { _ in
      .json(status: 200, body, headers: [HTTPHeader("ETag", "e")])
    }
    defer { server.stop() }
    var client = try Self.client(HTTPStoreTransport(), database: "http://127.0.0.1:\(server.port)")
    client.limit = 1024
    let failure = #expect(throws: CommandFailure.self) { try client.read(["production", "v1"]) }
    #expect(failure?.code == .protocolError)
    #expect(
      failure?.diagnostics.first?.message
        == "the store's answer to GET http://127.0.0.1:\(server.port)/production/v1.json is over 1024 bytes "
        + "(2052 announced or received); is --database the Realtime Database's address?")
  }

  @Test func aStoreThatDoesNotAnswerInTimeExits69() throws {
    let server = try LoopbackHTTPServer(port: 0) { _ in
      Thread.sleep(forTimeInterval: 3)
      return .json(status: 200, Array("null".utf8))
    }
    defer { server.stop() }
    var client = try Self.client(HTTPStoreTransport(), database: "http://127.0.0.1:\(server.port)")
    client.timeout = .seconds(1)
    client.retry.attempts = 2
    let failure = #expect(throws: CommandFailure.self) { try client.read(["production", "v1"]) }
    #expect(failure?.code == .unavailable)
    #expect(
      failure?.diagnostics.first?.message
        == "the store at http://127.0.0.1:\(server.port) did not answer within 1 s for GET "
        + "http://127.0.0.1:\(server.port)/production/v1.json, 2 times; check --database and the network, then try again"
    )
  }

  @Test func anUnreachableStoreExits69WithoutTheSecret() throws {
    let server = try LoopbackHTTPServer(port: 0) { _ in HTTPResponse(status: 200) }
    let port = server.port
    server.stop()
    var client = try Self.client(HTTPStoreTransport(), database: "http://127.0.0.1:\(port)")
    client = StoreClient(
      database: client.database, credential: .secret("s3cret-value"), transport: HTTPStoreTransport())
    client.sleep = { _ in }
    client.retry.attempts = 2
    let failure = #expect(throws: CommandFailure.self) { try client.read(["production", "v1"]) }
    #expect(failure?.code == .unavailable)
    let message = failure?.diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("the store at http://127.0.0.1:\(port) cannot be reached ("))
    #expect(!message.contains("s3cret"))
  }

  @Test(arguments: [
    (
      "http://example.com",
      "--database must use https (http only on 127.0.0.1, ::1 or localhost): http://example.com"
    ),
    (
      "https://x.firebaseio.com?auth=abc",
      "--database must not carry a query (but ?ns= on a loopback address), fragment or user; credentials come from LABELS_DATABASE_TOKEN or LABELS_DATABASE_SECRET"
    ),
    (
      "not a url",
      "--database must be the database's address, such as https://my-app-default-rtdb.firebaseio.com"
    ),
  ])
  func aDatabaseThatIsNotHTTPSIsAUsageError(address: String, message: String) {
    #expect(throws: UsageError(message, command: PublishCommand.self)) {
      try PublishCommand(arguments: ["--environment", "production", "--database", address])
    }
  }

  @Test func credentialsComeFromTheEnvironmentTokenFirst() {
    #expect(StoreCredential(environment: [:]) == .none)
    #expect(StoreCredential(environment: ["LABELS_DATABASE_SECRET": "s"]) == .secret("s"))
    #expect(
      StoreCredential(environment: ["LABELS_DATABASE_SECRET": "s", "LABELS_DATABASE_TOKEN": " t\n"])
        == .accessToken("t"))
    #expect(StoreCredential(environment: ["LABELS_DATABASE_TOKEN": ""]) == .none)
  }

  private static func client(
    _ transport: any StoreTransport, database: String = StoreCommandRun.database
  ) throws -> StoreClient {
    var client = StoreClient(
      database: try DatabaseAddress(database, command: StatusCommand.self), credential: .none,
      transport: transport)
    client.sleep = { _ in }
    return client
  }

  /// The waits a client asked for.
  private final class Waits: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [Duration] = []
    func append(_ wait: Duration) { lock.withLock { waits.append(wait) } }
    var all: [Duration] { lock.withLock { waits } }
  }
}
