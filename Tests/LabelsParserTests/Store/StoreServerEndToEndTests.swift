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
  /// it and stopped after, or by its watchdog after `lifetime` seconds: the store persists across the
  /// restarts. A whole suite on two cores can hold a start's few commands back for half a minute, so the
  /// watchdog, a guard against a hang, waits two minutes.
  private static func serving(
    _ folder: TemporaryDirectory, for lifetime: Double = 120, _ body: (String) async throws -> Void
  ) async throws {
    let serving = try ServingTool(
      ["serve", "--store", folder.url.path + "/store", "--port", "0"], in: folder.url, token: token,
      lifetime: lifetime)
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
    // A busy suite may hold the served tool's answers back: the reads wait, not the assertion.
    (fetcher.timeout, fetcher.deadline) = (.seconds(60), .seconds(600))
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

  /// A fleet of 100 installs of the app of 1.0.0 in English, at positions 0.5, 1.5, ..., 99.5: at a
  /// share of N %, exactly N of them see the staged release.
  private static func fleet(_ database: String) throws -> [LiveLabels<ShopLabels.V1>] {
    let endpoint = try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "en")
    var fetcher = LabelsFetcher(database: try #require(URL(string: database)), authToken: token)
    (fetcher.timeout, fetcher.deadline) = (.seconds(60), .seconds(600))
    return try (0..<100).map { index in
      LiveLabels(
        endpoint: endpoint, defaults: ShopLabels.english, fetcher: fetcher, cache: nil,
        position: try #require(RolloutPosition(Double(index) + 0.5)))
    }
  }

  /// How many installs of `fleet` show each cart title after a refresh; `defaults` for those that show
  /// their compiled-in defaults.
  private static func titles(_ fleet: [LiveLabels<ShopLabels.V1>]) async -> [String: Int] {
    var counts: [String: Int] = [:]
    for live in fleet {
      await live.refresh()
      let shown = live.current.source == .defaultsOnly ? "defaults" : live.current.labels.cart.title
      counts[shown, default: 0] += 1
    }
    return counts
  }

  /// The cart title as an app built before staged releases reads it: `/production/v1/en/labels` alone.
  private static func releasedTitle(_ database: String) throws -> String {
    guard
      case .answered(200, _, let body) = try send(
        "GET", nil, at: "production/v1/en/labels/cart/title", database)
    else { return "" }
    return String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aFixIsStagedWidenedPromotedAWrongTextRolledBackAndTheLineHaltedAndResumed() async throws {
    let folder = try PullCommandTests.exportedProject()
    let fixed = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    let wrong = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Baskte" }
    }
    // One store for the whole drill, so that each install keeps what it read (the resumed line answers
    // 304): some 1,600 reads, which a busy machine may take a while over.
    try await Self.serving(folder) { database in
      let fleet = try Self.fleet(database)
      // 1. The first release, to every install.
      #expect(Self.run(["publish"], in: folder, database: database).status == 0)
      #expect(await Self.titles(fleet) == ["Cart": 100])

      // 2. A fixed text staged to 10 %: installs below 10 see it; an app built before reads the old one.
      #expect(CommandRun(["export"], project: fixed).status == 0)
      #expect(Self.run(["publish", "--rollout", "10"], in: folder, database: database, fixed).status == 0)
      #expect(await Self.titles(fleet) == ["Basket": 10, "Cart": 90])
      #expect(try Self.releasedTitle(database) == #""Cart""#)
      #expect(Self.run(["status"], in: folder, database: database, fixed).status == 0)

      // 3. Widened, then promoted: every install, and apps built before, see the fix.
      #expect(Self.run(["rollout", "50"], in: folder, database: database, fixed).status == 0)
      #expect(await Self.titles(fleet) == ["Basket": 50, "Cart": 50])
      #expect(Self.run(["promote"], in: folder, database: database, fixed).status == 0)
      #expect(await Self.titles(fleet) == ["Basket": 100])
      #expect(try Self.releasedTitle(database) == #""Basket""#)

      // 4. A wrong text staged to 5 %, then rolled back: no checkout, no export; no install keeps it.
      #expect(CommandRun(["export"], project: wrong).status == 0)
      #expect(Self.run(["publish", "--rollout", "5"], in: folder, database: database, wrong).status == 0)
      #expect(await Self.titles(fleet) == ["Baskte": 5, "Basket": 95])
      let rolledBack = Self.run(["rollback"], in: folder, database: database, wrong)
      #expect(rolledBack.status == 0, "\(rolledBack)")
      #expect(await Self.titles(fleet) == ["Basket": 100])
      let status = Self.run(["status"], in: folder, database: database, wrong)
      #expect(status.status == 0)
      #expect(status.stdout.hasPrefix("/production/v1: rolled-back: "))

      // 5. Halted: every install shows its defaults; resumed: the remote labels again.
      #expect(Self.run(["halt"], in: folder, database: database, wrong).status == 0)
      #expect(await Self.titles(fleet) == ["defaults": 100])
      #expect(try Self.releasedTitle(database) == #""Basket""#)
      #expect(Self.run(["resume"], in: folder, database: database, wrong).status == 0)
      #expect(await Self.titles(fleet) == ["Basket": 100])
    }
  }
}
