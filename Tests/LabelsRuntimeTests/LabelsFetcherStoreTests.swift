import Foundation
import LabelsRuntime
import LabelsServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fetcher against the store of `serve --store`, over real HTTP: what a publish writes with a plain
/// REST `PUT`, the app reads with its tag, revalidates with a `304`, and is refused without the token.
@Suite struct LabelsFetcherStoreTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "fetcher-store-\(UUID().uuidString)"
  ).path

  @Test func theFetcherReadsWhatAPutWroteAndRevalidatesWithItsTag() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = try StoreServer(folder: folder, token: "app-token")
    defer { store.stop() }
    let endpoint = try LabelsEndpoint(environment: "staging", version: "1.2.0", locale: "en")
    let url = try #require(URL(string: "\(store.baseURL)/staging/v1/en/labels.json?access_token=app-token"))
    var put = URLRequest(url: url)
    put.httpMethod = "PUT"
    put.httpBody = Data(#"{"title": "Cart", "items": ["a", "b"]}"#.utf8)
    let (_, response) = try await URLSession.shared.data(for: put)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)

    var fetcher = LabelsFetcher(database: store.baseURL, authToken: "app-token")
    fetcher.retries = 0
    let document = "{\n  \"items\": [\n    \"a\",\n    \"b\"\n  ],\n  \"title\": \"Cart\"\n}\n"
    let tag = EntityTag.opaque(Array(document.utf8))
    #expect(await fetcher.fetch(endpoint) == .document(Data(document.utf8), etag: tag))
    #expect(await fetcher.fetch(endpoint, ifNoneMatch: tag) == .notModified)
    fetcher.authTokenProvider = { _ in "wrong" }
    // A provider's task waits for a thread, which a busy suite can hold for longer than the default 30 s.
    fetcher.deadline = .seconds(600)
    #expect(await fetcher.fetch(endpoint) == .failed(.unauthorized(status: 401)))
  }
}
