import Foundation
import LabelsCore
import LabelsRuntime
import Testing

@testable import LabelsCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `publish`, `status` and `pull` over real HTTP against the built `serve --store`, which answers as
/// Firebase's REST API, and the app's `LabelsFetcher` and `LiveLabels` reading what was published; then
/// a console's edit made with a plain REST `PUT`, found, refused, pulled, exported and published.
@Suite struct StoreServerEndToEndTests {
  private static let token = "serve-test-token"

  @Test func publishThenTheAppReadsItThenAConsoleEditIsPulledAndPublishedInStep() async throws {
    let folder = try PullCommandTests.exportedProject()
    let serving = try ServingTool(
      ["serve", "--store", folder.url.path + "/store", "--port", "0"], in: folder.url, token: Self.token)
    defer { _ = serving.stop() }
    let database = "http://127.0.0.1:\(serving.port)"
    let credential = StoreCredential.accessToken(Self.token)
    func run(_ arguments: [String], _ project: LabelsProject? = nil) -> StoreCommandRun {
      StoreCommandRun(
        arguments, in: folder, store: HTTPStoreTransport(), database: database, credential: credential,
        project: project, timeout: .seconds(30))
    }
    let published = run(["publish"])
    #expect(published.status == 0, "\(published)")
    #expect(run(["status"]).status == 0)

    // The app reads what was published.
    let endpoint = try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "en")
    var fetcher = LabelsFetcher(database: try #require(URL(string: database)), authToken: Self.token)
    fetcher.retries = 0
    let live = LiveLabels(endpoint: endpoint, defaults: ShopLabels.russian, fetcher: fetcher, cache: nil)
    await live.refresh()
    #expect(live.current.source == .remote)
    #expect(live.current.labels.cart.title == "Cart")

    // A plain REST PUT, as the console writes.
    var edit = URLRequest(
      url: try #require(URL(string: "\(database)/production/v1/en/labels/cart/title.json?auth=\(Self.token)"))
    )
    edit.httpMethod = "PUT"
    edit.httpBody = Data(#""Basket""#.utf8)
    let answer = HTTPStoreTransport().send(edit, timeout: .seconds(30), limit: 1024)
    guard case .answered(200, _, _) = answer else {
      Issue.record("the store did not take the edit: \(answer)")
      return
    }
    let status = run(["status"])
    #expect(status.status == 1)
    #expect(
      status.stdout.contains(
        #"  edit: v1 en /cart/title: value changed ("Cart" → "Basket") [content, value-changed]"#))
    #expect(run(["publish"]).status == 1)
    #expect(run(["pull"]).status == 0)
    #expect(
      try folder.read("Defaults/English/Labels+English.swift")
        == PullCommandTests.englishSource.replacingOccurrences(
          of: #"title: "Cart""#, with: #"title: "Basket""#))
    let edited = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    #expect(CommandRun(["export"], project: edited).status == 0)
    #expect(run(["publish"], edited).status == 0)
    #expect(run(["status"], edited).status == 0)
    await live.refresh()
    #expect(live.current.labels.cart.title == "Basket")
  }
}
