import Foundation
import LabelsCore
import LabelsKit
import LabelsStoreClient
import Testing

@testable import LabelsCommands

/// The studio with a store: the edits made there beside the repository's texts, each taken as `pull`
/// takes it (the same bytes) or refused as `pull` refuses it.
@Suite struct StudioStoreTests {
  /// The fixture app exported and published to `store`.
  static func published(to store: FakeStore) throws -> TemporaryDirectory {
    let folder = try StudioServerTests.exportedFolder()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    return folder
  }

  /// A studio over `folder` with `store` as its store.
  static func studio(_ folder: TemporaryDirectory, store: FakeStore, project: LabelsProject? = nil) throws
    -> StudioHarness
  {
    let command = try StudioCommand(arguments: [
      "--environment", "production", "--database", StoreCommandRun.database,
    ])
    let target = try #require(command.store)
    var client = StoreClient(database: target.database, credential: .none, transport: store)
    client.sleep = { _ in }
    return try StudioHarness(
      folder: folder, project: project ?? ShopLabels.v1(root: folder.url.path),
      store: StudioStore(target: target, client: client))
  }

  @Test func anEditOfTheStoreIsTakenAsPullTakesItAndABreakingOneIsRefusedAsPullRefusesIt() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    store.put(.string("%@ items"), at: "production/v1/en/labels/cart/count")
    let studio = try Self.studio(folder, store: store)

    let listed = try studio.json("/api/store")
    #expect(listed["/line"] == .string("v1"))
    #expect(
      listed["/edits"]?.items.map {
        "\($0["/locale"]!.text!) \($0["/pointer"]!.text!) \($0["/store"]!.text!)"
      } == [
        "en /cart/count %@ items", "en /cart/title Basket",
      ])
    #expect(listed["/edits/0/refusal"]?.text?.contains("it breaks the apps that read the line") == true)
    #expect(listed["/edits/1/refusal"] == .null)
    #expect(listed["/edits/1/repository"] == .string("Cart"))
    #expect(
      try studio.json("/api/labels?filter=drift")["/labels"]?.items.compactMap { $0["/key"]?.text } == [
        "/cart/count", "/cart/title",
      ])
    #expect(try studio.json("/api/label?key=/cart/title")["/storeEdits/0/store"] == .string("Basket"))

    let refused = try studio.post(
      "/api/store/take", .object(["locale": .string("en"), "pointer": .string("/cart/count")]))
    #expect(refused.status == 422)
    #expect(refused.json["/message"]?.text?.hasPrefix("not taken: it breaks the apps") == true)

    let taken = try studio.post(
      "/api/store/take", .object(["locale": .string("en"), "pointer": .string("/cart/title")]))
    #expect(taken.status == 200)
    #expect(
      taken.json["/wrote"]
        == .array([.string("Defaults/English/Labels+English.swift"), .string("Defaults/LabelsReview.json")]))

    // pull, on the same store with only the title edited, writes the same bytes.
    let other = FakeStore()
    let pulled = try Self.published(to: other)
    other.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    #expect(StoreCommandRun(["pull"], in: pulled, store: other).status == 0)
    for file in ["Defaults/English/Labels+English.swift", "Defaults/LabelsReview.json"] {
      #expect(try folder.read(file) == pulled.read(file), "\(file)")
    }
    #expect(store.requests.allSatisfy { !$0.hasPrefix("PUT") || !$0.contains("cart") })
  }

  @Test func anEditOfAnOlderLineOrOfATextTheDefaultsChangedIsNotTaken() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    try folder.replace(
      #"title: "Cart""#, with: #"title: "Trolley""#, in: "Defaults/English/Labels+English.swift")
    let studio = try Self.studio(folder, store: store)
    let taken = try studio.post(
      "/api/store/take", .object(["locale": .string("en"), "pointer": .string("/cart/title")]))
    #expect(taken.status == 422)
    #expect(taken.json["/message"]?.text?.contains("the defaults changed this text too") == true)
    let none = try studio.post(
      "/api/store/take", .object(["locale": .string("ru"), "pointer": .string("/cart/title")]))
    #expect(none.status == 422)
    #expect(try folder.read("Defaults/English/Labels+English.swift").contains(#"title: "Trolley""#))
  }

  @Test func withoutAStoreTheStoreRequestsAreAnsweredNotFound() throws {
    let studio = try StudioServerTests.harness()
    #expect(studio.request("GET", "/api/store").status == 404)
    #expect(
      try studio.post(
        "/api/store/take", .object(["locale": .string("en"), "pointer": .string("/cart/title")])
      ).status == 404)
  }
}

extension StudioStoreTests {
  @Test func aTakenEditIsPublishedWithTheTextsChangedBesideIt() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    let studio = try Self.studio(folder, store: store)
    let taken = try studio.post(
      "/api/store/take", .object(["locale": .string("en"), "pointer": .string("/cart/title")]))
    #expect(taken.status == 200)
    // A Russian text saved too; rebuilt with both and exported.
    let saved = try studio.save("/login/greeting", locale: "ru", ["/login/greeting": "Здравствуйте, %@!"])
    #expect(saved.status == 200)
    let rebuilt = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
      if locale == "ru" { labels.login.greeting = "Здравствуйте, %@!" }
    }
    #expect(CommandRun(["export"], project: rebuilt).status == 0)
    #expect(StoreCommandRun(["status"], in: folder, store: store, project: rebuilt).stdout.contains("behind"))
    let published = StoreCommandRun(["publish"], in: folder, store: store, project: rebuilt)
    #expect(published.status == 0, "\(published.stderr)")
    #expect(store.value(at: "production/v1/ru/labels/login/greeting") == .string("Здравствуйте, %@!"))
    #expect(store.value(at: "production/v1/en/labels/cart/title") == .string("Basket"))
    #expect(StoreCommandRun(["status"], in: folder, store: store, project: rebuilt).status == 0)
  }
}

extension StudioStoreTests {
  @Test func anEditOfAPluralFormIsListedUnderItsLabelAndTakenIntoItsLiteralOnly() throws {
    let store = FakeStore()
    let (folder, project) = try LedgerLabels.publishedWithLoggedManyEdited(in: store)
    let studio = try Self.studio(folder, store: store, project: project)
    let listed = try studio.json("/api/store")
    #expect(listed["/edits/0/key"] == .string("/expenses/logged-today"))
    #expect(listed["/edits/0/pointer"] == .string("/expenses/logged-today/@plural/many"))
    #expect(
      try studio.json("/api/labels?filter=drift")["/labels"]?.items.compactMap { $0["/key"]?.text } == [
        "/expenses/logged-today"
      ])
    let taken = try studio.post(
      "/api/store/take",
      .object(["locale": .string("ru"), "pointer": .string("/expenses/logged-today/@plural/many")]))
    #expect(taken.status == 200)
    #expect(
      try folder.read("Defaults/Russian/Labels+Russian.swift")
        == LedgerLabels.russianSourceWithLoggedManyEdited)
  }
}

extension StudioStoreTests {
  @Test func anEditOfATextTheSourcesDoNotWriteAsOneLiteralIsRefusedAsPullRefusesIt() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    try folder.replace(
      #"title: "Cart""#, with: #"title: "Ca" + "rt""#, in: "Defaults/English/Labels+English.swift")
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    let studio = try Self.studio(folder, store: store)
    let taken = try studio.post(
      "/api/store/take", .object(["locale": .string("en"), "pointer": .string("/cart/title")]))
    #expect(taken.status == 422)
    #expect(taken.json["/message"]?.text?.contains("as a one-line literal") == true)
    #expect(try folder.read("Defaults/English/Labels+English.swift").contains(#"title: "Ca" + "rt""#))
    let pulled = StoreCommandRun(["pull"], in: folder, store: store)
    #expect(pulled.status == 65)
    #expect(pulled.stderr.contains("as a one-line literal"))
  }
}
