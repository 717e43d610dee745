import Foundation
import LabelsCore
import LabelsRuntime
import LabelsServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fetcher on a database locked down as Firebase recommends: the user's ID token and the App Check
/// token from providers asked before each attempt, an expired ID token renewed after a `401`, and no
/// token in any error.
@Suite struct LabelsFetcherTokenTests {
  private let endpoint = try! LabelsEndpoint(environment: "production", version: "2.1.0", locale: "en")
  private static let body = Array(#"{"title": "Expenses"}"#.utf8)

  /// What a provider was asked, in order.
  final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Bool] = []
    func append(_ forcing: Bool) { lock.withLock { asked.append(forcing) } }
    var all: [Bool] { lock.withLock { asked } }
  }

  @Test func anExpiredIDTokenIsRenewedAfterA401AndTheFetchSucceeds() async throws {
    let store = try ScriptedStore { _, request in
      request.target.hasSuffix("auth=fresh") ? .json(status: 200, Self.body) : .error(status: 401, "expired")
    }
    let asked = Asked()
    var fetcher = store.fetcher()
    fetcher.authTokenProvider = { forcing in
      asked.append(forcing)
      return forcing ? "fresh" : "expired"
    }
    #expect(await fetcher.fetch(endpoint) == .document(Data(Self.body), etag: nil))
    #expect(asked.all == [false, true])
    #expect(
      store.requests.map(\.target) == [
        "/production/v2/en/labels.json?auth=expired", "/production/v2/en/labels.json?auth=fresh",
      ])
  }

  @Test func a401AfterTheRenewedTokenIsRefusedWithoutAThirdRequest() async throws {
    let store = try ScriptedStore { _, _ in .error(status: 401, "Permission denied") }
    let asked = Asked()
    var fetcher = store.fetcher()
    fetcher.authTokenProvider = { forcing in
      asked.append(forcing)
      return "token-\(forcing)"
    }
    let fetch = await fetcher.fetch(endpoint)
    #expect(fetch == .failed(.unauthorized(status: 401)))
    #expect(asked.all == [false, true])
    #expect(store.requests.count == 2)
  }

  @Test func theAppCheckTokenIsSentAsItsHeaderAndA403IsFinal() async throws {
    let store = try ScriptedStore { _, _ in .error(status: 403, "App Check token is invalid") }
    var fetcher = store.fetcher()
    fetcher.appCheckTokenProvider = { _ in "attestation" }
    #expect(await fetcher.fetch(endpoint) == .failed(.unauthorized(status: 403)))
    #expect(store.requests.count == 1)
    #expect(store.requests.first?.header("X-Firebase-AppCheck") == "attestation")
    #expect(store.requests.first?.target == "/production/v2/en/labels.json")
  }

  @Test func aProviderThatThrowsSendsNothingAndNamesOnlyItsErrorType() async throws {
    struct SignedOut: Error, CustomStringConvertible {
      var description: String { "the secret token sk-123 expired" }
    }
    let store = try ScriptedStore { _, _ in .json(status: 200, Self.body) }
    var fetcher = store.fetcher()
    fetcher.authTokenProvider = { _ in throw SignedOut() }
    let fetch = await fetcher.fetch(endpoint)
    guard case .failed(let error) = fetch, case .tokenUnavailable(.auth, .threw(let type)) = error else {
      Issue.record("a throwing provider gave \(fetch)")
      return
    }
    #expect(type.hasSuffix("SignedOut"))
    #expect(error.description == "no auth token to send: its provider threw \(type); nothing was sent")
    #expect(store.requests.isEmpty)
  }

  @Test func aProviderThatHangsIsBoundedByTheFetchsDeadline() async throws {
    let store = try ScriptedStore { _, _ in .json(status: 200, Self.body) }
    var fetcher = store.fetcher()
    fetcher.deadline = .milliseconds(300)
    // Never answers, and ignores cancellation.
    fetcher.appCheckTokenProvider = { _ in
      await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
      return "never"
    }
    #expect(await fetcher.fetch(endpoint) == .failed(.tokenUnavailable(.appCheck, reason: .timedOut)))
    #expect(store.requests.isEmpty)
    #expect(
      LabelsFetchError.tokenUnavailable(.appCheck, reason: .timedOut).description
        == "no App Check token to send: its provider did not answer before the fetch's deadline; nothing was "
        + "sent")
  }

  @Test func noTokenReachesATransportFailuresDescription() async throws {
    var fetcher = LabelsFetcher(
      database: URL(string: "http://127.0.0.1:1")!, authTokenProvider: { _ in "id+token/secret" },
      appCheckTokenProvider: { _ in "app-check-secret" })
    fetcher.retries = 0
    // The providers' tasks wait for a thread: a suite busy on every one (the exhaustive LogText test) can
    // hold them for tens of seconds, which the default 30 s would count against them.
    fetcher.deadline = .seconds(600)
    let fetch = await fetcher.fetch(endpoint)
    guard case .failed(.transport(let reason)) = fetch else {
      Issue.record("a closed port gave \(fetch)")
      return
    }
    #expect(!reason.contains("secret"))
    #expect(!reason.contains("id%2Btoken"))
  }

  @Test func againstServeStoreWithAppCheckEnforcedBothTokensReadTheLabels() async throws {
    let store = try StoreServer.temporary(token: "user-id-token", appCheckToken: "attested")
    defer { store.stop() }
    var put = URLRequest(url: URL(string: "\(store.baseURL)/production/v2/en/labels.json")!)
    put.httpMethod = "PUT"
    put.setValue("Bearer user-id-token", forHTTPHeaderField: "Authorization")
    put.httpBody = Data(Self.body)
    #expect(((try await URLSession.shared.data(for: put)).1 as? HTTPURLResponse)?.statusCode == 200)

    var fetcher = LabelsFetcher(
      database: store.baseURL, authTokenProvider: { _ in "user-id-token" },
      appCheckTokenProvider: { _ in "attested" }
    )
    fetcher.retries = 0
    fetcher.deadline = .seconds(600)
    guard case .document(let data, _) = await fetcher.fetch(endpoint) else {
      Issue.record("both tokens did not read the labels")
      return
    }
    #expect(try JSONSerialization.jsonObject(with: data) as? [String: String] == ["title": "Expenses"])
    fetcher.appCheckTokenProvider = nil
    #expect(await fetcher.fetch(endpoint) == .failed(.unauthorized(status: 401)))
  }
}
