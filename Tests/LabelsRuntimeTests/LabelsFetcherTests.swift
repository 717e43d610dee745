import Foundation
import LabelsRuntime
import LabelsServer
import Testing

/// The fetcher over real HTTP on loopback, against every answer a store or a network can give.
@Suite struct LabelsFetcherTests {
  private let endpoint = try! LabelsEndpoint(environment: "production", version: "2.1.0", locale: "pt-BR")
  private static let body = Array(#"{"title": "Despesas"}"#.utf8)

  @Test func aDocumentArrivesWithItsTagAndTheRequestIsTheRESTAPIs() async throws {
    let store = try ScriptedStore { _, _ in
      .json(status: 200, Self.body, headers: [HTTPHeader("ETag", "\"t1\"")])
    }
    let fetch = await store.fetcher(authToken: "a b&c").fetch(endpoint)
    #expect(fetch == .document(Data(Self.body), etag: "\"t1\""))
    let request = try #require(store.requests.first)
    #expect(request.method == "GET")
    #expect(request.target == "/production/v2/pt-BR/labels.json?auth=a%20b%26c")
    #expect(request.header("X-Firebase-ETag") == "true")
    #expect(request.header("If-None-Match") == nil)
  }

  @Test func anUnchangedDocumentCostsA304() async throws {
    let store = try ScriptedStore { _, request in
      request.header("If-None-Match") == "\"t1\"" ? HTTPResponse(status: 304) : .json(status: 200, Self.body)
    }
    #expect(await store.fetcher().fetch(endpoint, ifNoneMatch: "\"t1\"") == .notModified)
    #expect(
      await store.fetcher().fetch(endpoint, ifNoneMatch: "\"t0\"") == .document(Data(Self.body), etag: nil))
  }

  @Test(arguments: [
    (401, LabelsFetchError.unauthorized(status: 401)), (403, .unauthorized(status: 403)), (404, .notFound),
    (400, .status(400)),
  ])
  func aRefusalIsNotRetried(status: Int, error: LabelsFetchError) async throws {
    let store = try ScriptedStore { _, _ in .error(status: status, "refused") }
    #expect(await store.fetcher().fetch(endpoint) == .failed(error))
    #expect(store.requests.count == 1)
  }

  @Test(arguments: [500, 503, 429])
  func aPassingFailureIsRetriedThenGivenUp(status: Int) async throws {
    let store = try ScriptedStore { _, _ in .error(status: status, "busy") }
    #expect(await store.fetcher(retries: 2).fetch(endpoint) == .failed(.status(status)))
    #expect(store.requests.count == 3)
  }

  @Test func aRetryThatSucceedsBringsTheDocument() async throws {
    let store = try ScriptedStore { index, _ in
      index < 2 ? .error(status: 500, "busy") : .json(status: 200, Self.body)
    }
    #expect(await store.fetcher(retries: 2).fetch(endpoint) == .document(Data(Self.body), etag: nil))
  }

  @Test func aSlowAnswerPastTheTimeoutFails() async throws {
    let store = try ScriptedStore { _, _ in
      Thread.sleep(forTimeInterval: 2)
      return .json(status: 200, Self.body)
    }
    #expect(await store.fetcher(retries: 0, timeout: .seconds(1)).fetch(endpoint) == .failed(.timedOut))
  }

  @Test func aTruncatedBodyFails() async throws {
    let store = try ScriptedStore { _, _ in
      .json(status: 200, Self.body, headers: [HTTPHeader("Content-Length", "1000")])
    }
    guard case .failed(.transport) = await store.fetcher(retries: 1).fetch(endpoint) else {
      Issue.record("a truncated body was taken")
      return
    }
    #expect(store.requests.count == 2)
  }

  @Test(arguments: ["text/html; charset=utf-8", "application/jsonp", ""])
  func anAnswerThatIsNotJSONIsRefused(type: String) async throws {
    let store = try ScriptedStore { _, _ in
      HTTPResponse(
        status: 200, headers: type.isEmpty ? [] : [HTTPHeader("Content-Type", type)], body: Self.body)
    }
    #expect(await store.fetcher().fetch(endpoint) == .failed(.unexpectedContentType(type)))
    #expect(store.requests.count == 1)
  }

  @Test func aBodyOverTheLimitIsStoppedAndRefused() async throws {
    let store = try ScriptedStore { index, _ in
      // The first announces its length; the second is chunked, so its length is known only as it arrives.
      let body = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024) + Self.body
      let chunked =
        Array(String(body.count, radix: 16).utf8) + Array("\r\n".utf8) + body + Array("\r\n0\r\n\r\n".utf8)
      return index == 0
        ? .json(status: 200, body)
        : .json(status: 200, chunked, headers: [HTTPHeader("Transfer-Encoding", "chunked")])
    }
    var fetcher = store.fetcher(retries: 0)
    fetcher.maximumBodyBytes = 1024
    #expect(await fetcher.fetch(endpoint) == .failed(.bodyTooLarge(64 * 1024 + Self.body.count)))
    guard case .failed(.bodyTooLarge(let received)) = await fetcher.fetch(endpoint) else {
      Issue.record("a body without a length over the limit was taken")
      return
    }
    #expect(received > 1024)
  }

  @Test func noStoreAtTheAddressIsATransportFailure() async throws {
    var fetcher = LabelsFetcher(database: URL(string: "http://127.0.0.1:1")!)
    fetcher.retries = 0
    guard case .failed(.transport) = await fetcher.fetch(endpoint) else {
      Issue.record("a closed port gave something else")
      return
    }
  }

  @Test func theURLKeepsTheDatabasesPath() {
    let fetcher = LabelsFetcher(database: URL(string: "https://db.example.com/base/")!)
    #expect(
      fetcher.url(of: endpoint).absoluteString
        == "https://db.example.com/base/production/v2/pt-BR/labels.json")
  }
}
