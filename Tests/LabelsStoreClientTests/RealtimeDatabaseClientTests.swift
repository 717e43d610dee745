import Foundation
import LabelsCore
import LabelsKit
import LabelsServer
import LabelsStoreClient
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The REST client on its own: the requests it sends (as Firebase documents them), what each answer
/// means, the retries and their waits, and no credential in any error.
@Suite struct RealtimeDatabaseClientTests {
  private static let database = "https://labels-test.firebaseio.com"

  private static func client(
    _ transport: RecordingTransport, credential: StoreCredential = .none, waits: Waits = Waits()
  ) throws -> RealtimeDatabaseClient {
    var client = RealtimeDatabaseClient(
      database: try DatabaseAddress(database), credential: credential, transport: transport)
    client.sleep = { waits.append($0) }
    return client
  }

  @Test func aReadAsksForTheETagAndSendsATokenAsBearer() throws {
    let transport = RecordingTransport([
      .answered(status: 200, headers: ["etag": "e1"], body: Array(#"{"a":"b"}"#.utf8))
    ])
    let node = try Self.client(transport, credential: .accessToken("t0ken")).read(["production", "v 1"])
    #expect(node == StoreNode(value: .object(["a": .string("b")]), etag: "e1"))
    let request = try #require(transport.requests.first)
    #expect(request.httpMethod == "GET")
    #expect(request.url?.absoluteString == "https://labels-test.firebaseio.com/production/v%201.json")
    #expect(request.value(forHTTPHeaderField: "X-Firebase-ETag") == "true")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t0ken")
    #expect(request.value(forHTTPHeaderField: "if-match") == nil)
  }

  @Test func aWriteIsConditionalSilentAndSendsASecretAsAuth() throws {
    let transport = RecordingTransport([.answered(status: 204, headers: [:], body: [])])
    let outcome = try Self.client(transport, credential: .secret("s3cret")).write(
      .object(["b": .number("1"), "a": .string("x")]), at: ["production", "v1"], ifMatch: "e1")
    #expect(outcome == .written)
    let request = try #require(transport.requests.first)
    #expect(request.httpMethod == "PUT")
    #expect(
      request.url?.absoluteString
        == "https://labels-test.firebaseio.com/production/v1.json?auth=s3cret&print=silent")
    #expect(request.value(forHTTPHeaderField: "if-match") == "e1")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(request.httpBody == Data("{\n  \"a\": \"x\",\n  \"b\": 1\n}\n".utf8))
  }

  @Test func aConflictReturnsWhatTheNodeHoldsNow() throws {
    let transport = RecordingTransport([
      .answered(status: 412, headers: ["etag": "e2"], body: Array("\"new\"".utf8))
    ])
    let outcome = try Self.client(transport).write(.string("mine"), at: ["p"], ifMatch: "e1")
    #expect(outcome == .conflict(StoreNode(value: .string("new"), etag: "e2")))
  }

  @Test func aNullNodeIsNoValue() throws {
    let transport = RecordingTransport([
      .answered(status: 200, headers: ["etag": "e0"], body: Array("null".utf8))
    ])
    #expect(try Self.client(transport).read(["p"]) == StoreNode(value: nil, etag: "e0"))
  }

  @Test func aPassingFailureIsRetriedWithTheRuleSWaits() throws {
    let waits = Waits()
    let transport = RecordingTransport([
      .answered(status: 503, headers: [:], body: []),
      .answered(status: 429, headers: ["retry-after": "7"], body: []),
      .unreachable("connection reset"),
      .answered(status: 200, headers: ["etag": "e"], body: []),
    ])
    _ = try Self.client(transport, waits: waits).read(["p"])
    #expect(waits.all == [.seconds(1), .seconds(7), .seconds(4)])
    #expect(transport.requests.count == 4)
  }

  @Test(arguments: [
    (
      StoreExchange.answered(status: 503, headers: [:], body: Array(#"{"error":"busy"}"#.utf8)),
      StoreClientError(
        .overloaded,
        "the store answered HTTP 503 to GET https://labels-test.firebaseio.com/p.json 4 times: busy")
    ),
    (
      .timedOut,
      StoreClientError(
        .unreachable,
        "the store at https://labels-test.firebaseio.com did not answer within 30 s for GET "
          + "https://labels-test.firebaseio.com/p.json, 4 times")
    ),
  ])
  func aFailureAtEveryAttemptEndsTheRequest(exchange: StoreExchange, error: StoreClientError) throws {
    let transport = RecordingTransport(Array(repeating: exchange, count: 4))
    #expect(throws: error) { try Self.client(transport).read(["p"]) }
    #expect(transport.requests.count == 4)
  }

  @Test(arguments: [
    (
      StoreExchange.answered(
        status: 401, headers: [:], body: Array(#"{"error":"Auth token is expired"}"#.utf8)),
      StoreClientError(
        .refused(status: 401, reason: "Auth token is expired"),
        "the store refused GET https://labels-test.firebaseio.com/p.json (HTTP 401: Auth token is expired)")
    ),
    (
      .answered(status: 403, headers: [:], body: []),
      StoreClientError(
        .refused(status: 403, reason: "no reason given"),
        "the store refused GET https://labels-test.firebaseio.com/p.json (HTTP 403: no reason given)")
    ),
    (
      .answered(status: 301, headers: ["location": "https://elsewhere"], body: []),
      StoreClientError(
        .redirected,
        "the store answered GET https://labels-test.firebaseio.com/p.json with a redirect (HTTP 301), which "
          + "is not followed so that the credential stays with the store")
    ),
    (
      .answered(status: 400, headers: [:], body: Array(#"{"error":"Invalid path"}"#.utf8)),
      StoreClientError(
        .rejected, "the store refused GET https://labels-test.firebaseio.com/p.json (HTTP 400: Invalid path)")
    ),
    (
      .answered(status: 200, headers: [:], body: Array("{}".utf8)),
      StoreClientError(
        .noETag,
        "the store answered GET https://labels-test.firebaseio.com/p.json without an ETag, so a write could "
          + "overwrite an edit it has not seen")
    ),
    (
      .tooLarge(300_000_000),
      StoreClientError(
        .tooLarge,
        "the store's answer to GET https://labels-test.firebaseio.com/p.json is over 268435456 bytes "
          + "(300000000 announced or received)")
    ),
  ])
  func anAnswerNoRequestExpectsIsNotRetried(exchange: StoreExchange, error: StoreClientError) throws {
    let transport = RecordingTransport([exchange])
    #expect(throws: error) { try Self.client(transport).read(["p"]) }
    #expect(transport.requests.count == 1)
  }

  @Test func anAnswerThatIsNotJSONSaysSo() throws {
    let transport = RecordingTransport([
      .answered(status: 200, headers: ["etag": "e"], body: Array("<html>".utf8))
    ])
    let error = try #require(throws: StoreClientError.self) { try Self.client(transport).read(["p"]) }
    #expect(error.kind == .notJSON)
    #expect(
      error.description.hasPrefix(
        "the store's answer to GET https://labels-test.firebaseio.com/p.json is not JSON ("))
  }

  @Test func noErrorHoldsTheCredentialOrAQuery() throws {
    let transport = RecordingTransport([
      .unreachable("failed: https://labels-test.firebaseio.com/p.json?auth=s3cr%2Bet and s3cr+et"),
      .answered(status: 403, headers: [:], body: Array(#"{"error":"bad s3cr+et"}"#.utf8)),
    ])
    var client = try Self.client(transport, credential: .secret("s3cr+et"))
    client.retry.attempts = 1
    let unreachable = try #require(throws: StoreClientError.self) { try client.read(["p"]) }
    #expect(
      unreachable.description
        == "the store at https://labels-test.firebaseio.com cannot be reached (failed: "
        + "https://labels-test.firebaseio.com/p.json?… and ***) for GET https://labels-test.firebaseio.com/p.json, 1 times"
    )
    let refused = try #require(throws: StoreClientError.self) { try client.read(["p"]) }
    #expect(refused.kind == .refused(status: 403, reason: "bad ***"))
  }

  @Test(arguments: [
    ("https://x.firebaseio.com/", "https://x.firebaseio.com"),
    ("HTTPS://x.firebaseio.com//a//", "https://x.firebaseio.com//a"),
    ("http://127.0.0.1:9000", "http://127.0.0.1:9000"),
    ("http://[::1]:9000", "http://[::1]:9000"),
    ("http://localhost:9000/?ns=labels", "http://localhost:9000"),
  ])
  func anAddressIsKeptWithoutItsTrailingSlashes(text: String, base: String) throws {
    #expect(try DatabaseAddress(text).base == base)
  }

  @Test(arguments: [
    ("x.firebaseio.com", DatabaseAddress.Problem.notAnAddress),
    ("https://x.firebaseio.com?auth=s", .carriesCredentials),
    ("https://u:p@x.firebaseio.com", .carriesCredentials),
    ("https://x.firebaseio.com#a", .carriesCredentials),
    ("http://example.com", .insecure(scheme: "http", host: "example.com")),
    ("ftp://127.0.0.1", .insecure(scheme: "ftp", host: "127.0.0.1")),
  ])
  func anAddressThatIsNotADatabaseSIsRefused(text: String, problem: DatabaseAddress.Problem) {
    #expect(throws: problem) { try DatabaseAddress(text) }
  }

  @Test func aSecretIsPercentEncodedSoThatAFormDecodingServerReadsItWhole() throws {
    let transport = RecordingTransport([.answered(status: 200, headers: ["etag": "e"], body: [])])
    _ = try Self.client(transport, credential: .secret("a+b/c=d&e f")).read(["p"])
    #expect(
      transport.requests.first?.url?.absoluteString
        == "https://labels-test.firebaseio.com/p.json?auth=a%2Bb%2Fc%3Dd%26e%20f")
  }

  @Test func aLoopbackAddressNamesItsNamespaceOnEveryRequest() throws {
    let address = try DatabaseAddress("http://127.0.0.1:9000/?ns=my-app")
    #expect(address.namespace == "my-app")
    #expect(address.description == "http://127.0.0.1:9000?ns=my-app")
    #expect(
      address.url(of: ["production", "v1"], query: [URLQueryItem(name: "print", value: "silent")])?
        .absoluteString
        == "http://127.0.0.1:9000/production/v1.json?print=silent&ns=my-app")
    #expect(throws: DatabaseAddress.Problem.carriesCredentials) {
      try DatabaseAddress("https://x.firebaseio.com?ns=x")
    }
    #expect(throws: DatabaseAddress.Problem.carriesCredentials) {
      try DatabaseAddress("http://127.0.0.1:9000?ns=a&auth=s")
    }
    #expect(
      throws: DatabaseAddress.Problem.invalidNamespace(
        "a namespace is lowercase letters, digits and hyphens, not starting or ending with a hyphen, as in "
          + "my-app-default-rtdb")
    ) { try DatabaseAddress("http://127.0.0.1:9000?ns=My_App") }
  }

  @Test func aShallowReadAsksForNoETag() throws {
    let transport = RecordingTransport([.answered(status: 200, headers: [:], body: Array("\"x\"".utf8))])
    #expect(
      try Self.client(transport).read(["production"], shallow: true)
        == StoreNode(value: .string("x"), etag: ""))
    let request = try #require(transport.requests.first)
    #expect(request.url?.absoluteString == "https://labels-test.firebaseio.com/production.json?shallow=true")
    #expect(request.value(forHTTPHeaderField: "X-Firebase-ETag") == nil)
  }

  @Test(arguments: [
    // The write landed: the read-back finds the value, in the store's normal form.
    (#"{"0":"a","1":"b"}"#, "e2", RealtimeDatabaseClient.WriteOutcome.written, 2),
    // Someone else wrote: a conflict with what the node holds.
    (#""theirs""#, "e2", .conflict(StoreNode(value: .string("theirs"), etag: "e2")), 2),
    // Nothing landed: the node is as read, and the write is sent again.
    (#""old""#, "e1", .written, 3),
  ])
  func aWriteWhoseAnswerIsLostIsReadBackBeforeItIsSentAgain(
    held: String, etag: String, outcome: RealtimeDatabaseClient.WriteOutcome, requests: Int
  ) throws {
    let transport = RecordingTransport([
      .answered(status: 503, headers: [:], body: []),
      .answered(status: 200, headers: ["etag": etag], body: Array(held.utf8)),
      .answered(status: 204, headers: [:], body: []),
    ])
    let written = try Self.client(transport).write(
      .array([.string("a"), .string("b")]), at: ["p"], ifMatch: "e1")
    #expect(written == outcome)
    #expect(transport.requests.map(\.httpMethod) == Array(["PUT", "GET", "PUT"].prefix(requests)))
  }

  @Test func aConflictOverTheValueWrittenIsAWrite() throws {
    let transport = RecordingTransport([
      .answered(status: 412, headers: ["etag": "e2"], body: Array("\"mine\"".utf8))
    ])
    #expect(try Self.client(transport).write(.string("mine"), at: ["p"], ifMatch: "e1") == .written)
  }

  @Test func overHTTPAgainstTheStoreAWriteOnAStaleETagConflicts() throws {
    let server = try StoreServer.temporary(token: "token")
    defer { server.stop() }
    let client = RealtimeDatabaseClient(
      database: try DatabaseAddress(server.baseURL.absoluteString), credential: .accessToken("token"),
      transport: HTTPStoreTransport())
    let empty = try client.read(["production", "v1"])
    #expect(empty.value == nil)
    #expect(try client.write(.string("one"), at: ["production", "v1"], ifMatch: empty.etag) == .written)
    let written = try client.read(["production", "v1"])
    #expect(written.value == .string("one"))
    #expect(
      try client.write(.string("two"), at: ["production", "v1"], ifMatch: empty.etag) == .conflict(written))
  }

  /// The waits a client asked for.
  final class Waits: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [Duration] = []
    func append(_ wait: Duration) { lock.withLock { waits.append(wait) } }
    var all: [Duration] { lock.withLock { waits } }
  }
}
