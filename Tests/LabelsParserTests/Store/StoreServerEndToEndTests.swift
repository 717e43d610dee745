import Foundation
import LabelsCore
import LabelsRuntime
import LabelsStoreClient
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

  /// Runs `body` with the address of the built `serve --store` over the folder's `store/`, started for
  /// it and stopped after: the store persists across the restarts, and each start stays well within
  /// the serving tool's 20-second watchdog on a loaded machine.
  private static func serving(
    _ folder: TemporaryDirectory, _ body: (String) async throws -> Void
  ) async throws {
    let serving = try ServingTool(
      ["serve", "--store", folder.url.path + "/store", "--port", "0"], in: folder.url, token: token)
    defer { _ = serving.stop() }
    try await body("http://127.0.0.1:\(serving.port)")
  }

  /// `publish`, `status` or `pull` on `project` (the first release by default) against `database`.
  private static func run(
    _ arguments: [String], in folder: TemporaryDirectory, database: String, _ project: LabelsProject? = nil
  ) -> StoreCommandRun {
    StoreCommandRun(
      arguments, in: folder, store: HTTPStoreTransport(), database: database,
      credential: .accessToken(token), project: project, timeout: .seconds(30))
  }

  /// A plain REST request to the node at `path`, as the console or a script sends it, with the token.
  private static func send(_ method: String, _ body: String?, at path: String, _ database: String) throws
    -> StoreExchange
  {
    var request = URLRequest(url: try #require(URL(string: "\(database)/\(path).json?auth=\(token)")))
    request.httpMethod = method
    request.httpBody = body.map { Data($0.utf8) }
    return HTTPStoreTransport().send(request, timeout: .seconds(30), limit: 1024)
  }

  /// What the app shows for `cart.title` in English, read as an app reads it.
  private static func cartTitle(_ database: String) async throws -> String? {
    let endpoint = try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "en")
    var fetcher = LabelsFetcher(database: try #require(URL(string: database)), authToken: token)
    fetcher.retries = 0
    let live = LiveLabels(
      endpoint: endpoint, defaults: ShopLabels.russian, fetcher: fetcher, cache: nil,
      position: RolloutPosition(42)!)
    await live.refresh()
    return live.current.source == .remote ? live.current.labels.cart.title : nil
  }

  @Test func publishThenTheAppReadsItThenAConsoleEditIsPulledAndPublishedInStep() async throws {
    let folder = try PullCommandTests.exportedProject()
    try await Self.serving(folder) { database in
      let published = Self.run(["publish"], in: folder, database: database)
      #expect(published.status == 0, "\(published)")
      #expect(Self.run(["status"], in: folder, database: database).status == 0)
      let title = try await Self.cartTitle(database)
      #expect(title == "Cart")
    }
    try await Self.serving(folder) { database in
      // A plain REST PUT, as the console writes.
      let answer = try Self.send("PUT", #""Basket""#, at: "production/v1/en/labels/cart/title", database)
      guard case .answered(200, _, _) = answer else {
        Issue.record("the store did not take the edit: \(answer)")
        return
      }
      let status = Self.run(["status"], in: folder, database: database)
      #expect(status.status == 1)
      #expect(
        status.stdout.contains(
          #"  edit: v1 en /cart/title: value changed ("Cart" → "Basket") [content, value-changed]"#))
      #expect(Self.run(["publish"], in: folder, database: database).status == 1)
    }
    try await Self.serving(folder) { database in
      #expect(Self.run(["pull"], in: folder, database: database).status == 0)
    }
    #expect(
      try folder.read("Defaults/English/Labels+English.swift")
        == PullCommandTests.englishSource.replacingOccurrences(
          of: #"title: "Cart""#, with: #"title: "Basket""#))
    let edited = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    #expect(CommandRun(["export"], project: edited).status == 0)
    try await Self.serving(folder) { database in
      #expect(Self.run(["publish"], in: folder, database: database, edited).status == 0)
      #expect(Self.run(["status"], in: folder, database: database, edited).status == 0)
      let title = try await Self.cartTitle(database)
      #expect(title == "Basket")
    }
  }

  @Test func aTextAtTheEnvironmentInServeStoreIsRefusedAndKept() async throws {
    let folder = try PullCommandTests.exportedProject()
    try await Self.serving(folder) { database in
      let written = try Self.send("PUT", #""maintenance mode: do not touch""#, at: "production", database)
      guard case .answered(200, _, _) = written else {
        Issue.record("the store did not take the value: \(written)")
        return
      }
      let status = Self.run(["status"], in: folder, database: database)
      #expect(status.status == 1)
      #expect(
        status.stdout.hasPrefix(
          "/production/v1: foreign: /production holds \"maintenance mode: do not touch\", which this tool "
            + "did not write; publishing would replace it\n"))
      let refused = Self.run(["publish"], in: folder, database: database)
      #expect(refused.status == 1)
      #expect(refused.stdout == "")
      guard case .answered(200, _, let body) = try Self.send("GET", nil, at: "production", database) else {
        Issue.record("the store did not answer the read")
        return
      }
      #expect(String(decoding: body, as: UTF8.self) == "\"maintenance mode: do not touch\"\n")
    }
  }
}
