import Foundation
import LabelsRuntime
import LabelsServer
import Testing

@testable import LabelsCommands

/// The app's fetcher and `LiveLabels` against `serve` itself, over real HTTP: what a developer's
/// simulator does between two exports.
@Suite struct ServeFetchTests {
  private func fetcher(_ served: ServedExports) -> LabelsFetcher {
    var fetcher = LabelsFetcher(database: URL(string: "http://127.0.0.1:\(served.server.port)")!)
    fetcher.retries = 0
    return fetcher
  }

  @Test func theFetcherReadsWhatServeAnswersRevalidatesAndSeesTheNextExport() async throws {
    let served = try ServedExports()
    let endpoint = try LabelsEndpoint(environment: "development", version: "1.0.0", locale: "ru")
    guard case .document(let data, let etag?) = await fetcher(served).fetch(endpoint) else {
      Issue.record("serve gave no document with a tag")
      return
    }
    #expect(String(decoding: data, as: UTF8.self) == (try served.file("Exports/1.0.0/ru.json")))
    #expect(await fetcher(served).fetch(endpoint, ifNoneMatch: etag) == .notModified)

    #expect(
      served.export { locale, labels in if locale == "ru" { labels.cart.title = "Моя корзина" } }.status == 0)
    guard case .document(let fresh, let newTag) = await fetcher(served).fetch(endpoint, ifNoneMatch: etag)
    else {
      Issue.record("the next export was not served")
      return
    }
    #expect(newTag != etag)
    let labels = try JSONDecoder().decode(ShopLabels.V1.self, from: fresh)
    #expect(labels.cart.title == "Моя корзина")
  }

  @Test func aLocaleServeDoesNotHaveIsNullAndTheAppKeepsItsDefaults() async throws {
    let served = try ServedExports()
    let endpoint = try LabelsEndpoint(environment: "development", version: "1.0.0", locale: "de")
    let null = Array("null\n".utf8)
    #expect(await fetcher(served).fetch(endpoint) == .document(Data(null), etag: EntityTag.of(null)))
    let live = LiveLabels(
      endpoint: endpoint, defaults: ShopLabels.english, fetcher: fetcher(served), cache: nil,
      position: RolloutPosition(42)!)
    await live.refresh()
    #expect(live.current.source == .defaultsOnly)
  }
}
