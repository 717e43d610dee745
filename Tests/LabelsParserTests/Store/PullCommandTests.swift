import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `pull` on the fixture app's first release with the Swift sources of its English defaults: a text
/// edited in the store lands in its literal, the translations of it need review, and after an export
/// `publish` finds the repository and the store in step.
@Suite struct PullCommandTests {
  static let englishSource = """
    import Shop

    extension ShopLabels {
      /// The English labels.
      static let english = V1(
        login: .init(welcome: "Welcome back", greeting: "Hello, %@!", forgotPassword: "Forgot password?"),
        cart: .init(title: "Cart", count: "%lld items"))
    }

    """

  /// The fixture app's first release with its catalog and English source in Swift, exported.
  static func exportedProject() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write(
      """
      let locales = [
        LocaleLabels(locale: "en", labels: .english),
        LocaleLabels(locale: "ru", labels: .russian),
        LocaleLabels(locale: "uk", labels: .ukrainian),
      ]

      """, to: "Defaults/LabelsCatalog.swift")
    try folder.write(englishSource, to: "Defaults/English/Labels+English.swift")
    #expect(CommandRun(["export"], project: ShopLabels.v1(root: folder.url.path)).status == 0)
    return folder
  }

  /// ``exportedProject()``, published to `store`.
  private static func published(to store: FakeStore) throws -> TemporaryDirectory {
    let folder = try exportedProject()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    return folder
  }

  @Test func aTextEditedInTheStoreIsPulledExportedAndPublishedInStep() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 1)
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 1)

    let pulled = StoreCommandRun(["pull"], in: folder, store: store)
    #expect(
      pulled
        == .init(
          stdout: """
            wrote <root>/Defaults/English/Labels+English.swift
            wrote <root>/Defaults/LabelsReview.json
            took 1 edit of /production/v1; run 'make export', then 'LabelsParser publish'

            """, stderr: "", status: 0))
    #expect(
      try folder.read("Defaults/English/Labels+English.swift")
        == Self.englishSource.replacingOccurrences(of: #"title: "Cart""#, with: #"title: "Basket""#))
    let review = try ReviewState(bytes: Array(folder.read("Defaults/LabelsReview.json").utf8))
    #expect(review.state(of: JSONPointer(["cart", "title"]), in: try LocaleIdentifier("ru")) == .needsReview)
    #expect(review.state(of: JSONPointer(["cart", "title"]), in: try LocaleIdentifier("uk")) == .needsReview)

    // The defaults as the edited source compiles them, exported, then published.
    let edited = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    #expect(CommandRun(["export"], project: edited).status == 0)
    let writes = store.requests.filter { $0.hasPrefix("PUT") }.count
    let published = StoreCommandRun(["publish"], in: folder, store: store, project: edited)
    #expect(published.status == 0)
    // The line already holds the pulled text; it is written again with its control document naming the
    // new release and the one before kept for rollback, then the record.
    #expect(store.requests.filter { $0.hasPrefix("PUT") }.count == writes + 2)
    #expect(store.value(at: "production/v1/en/labels/cart/title") == .string("Basket"))
    #expect(store.value(at: "production/v1/rollout/previous/version") != nil)
    #expect(StoreCommandRun(["status"], in: folder, store: store, project: edited).status == 0)
  }

  @Test func aBreakingEditIsRefusedByNameAndNothingIsWritten() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    store.put(.string("%@ items"), at: "production/v1/en/labels/cart/count")
    store.put(nil, at: "production/v1/ru/labels/login/welcome")
    let refused = StoreCommandRun(["pull"], in: folder, store: store)
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            error: v1 en /cart/count: placeholders changed from %1$lld to %1$@ ("%lld items" → "%@ items") [breaking, placeholders-changed]: not taken: it breaks the apps that read the line (placeholders-changed); undo it in the store, or make the change in the schema and publish it as a new major version
            error: v1 ru /login/welcome: key removed (was "С возвращением") [breaking, key-removed]: not taken: it breaks the apps that read the line (key-removed); undo it in the store, or make the change in the schema and publish it as a new major version
            error: nothing was written

            """, status: 1))
    #expect(try folder.read("Defaults/English/Labels+English.swift") == Self.englishSource)
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/Defaults/LabelsReview.json"))
  }

  @Test func anEditOfTheStagedReleaseOnlyIsNamedAndNotTaken() throws {
    let store = FakeStore()
    let folder = try Self.exportedProject()
    // The first release, staged to a tenth of installs; then its English title edited in the console.
    #expect(StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store).status == 0)
    guard case .string(let id)? = store.value(at: "production/v1/rollout/staged/id") else {
      Issue.record("publish --rollout staged nothing")
      return
    }
    store.put(.string("Basket"), at: "production/v1/staged/\(id)/en/labels/cart/title")
    let pulled = StoreCommandRun(["pull"], in: folder, store: store)
    #expect(
      pulled
        == .init(
          stdout: "took 0 edits of /production/v1\n",
          stderr: """
            warning: v1/staged/\(id) en /cart/title: value changed ("Cart" → "Basket") [content, value-changed]: made in the staged release only; not taken; 'LabelsParser promote' releases it to every install, and pull takes it then; or make the edit in the defaults

            """, status: 0))
    #expect(try folder.read("Defaults/English/Labels+English.swift") == Self.englishSource)
  }

  @Test func aTextTheDefaultsChangedTooIsRefused() throws {
    let store = FakeStore()
    let folder = try Self.published(to: store)
    store.put(.string("Basket"), at: "production/v1/en/labels/cart/title")
    let changed = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Shopping cart" }
    }
    let refused = StoreCommandRun(["pull"], in: folder, store: store, project: changed)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        #"error: v1 en /cart/title: value changed ("Cart" → "Basket") [content, value-changed]: not taken: "#
          + #"the defaults changed this text too since it was published (now "Shopping cart")"#))
  }

  @Test func anEditOfOneOfTwoPluralFormsThatReadAlikeIsPulledIntoItsLabelsLiteralOnly() throws {
    let store = FakeStore()
    let (folder, project) = try LedgerLabels.publishedWithLoggedManyEdited(in: store)

    let pulled = StoreCommandRun(["pull"], in: folder, store: store, project: project)
    #expect(
      pulled
        == .init(
          stdout: """
            wrote <root>/Defaults/Russian/Labels+Russian.swift
            took 1 edit of /production/v1; run 'make export', then 'LabelsParser publish'

            """, stderr: "", status: 0))
    #expect(
      try folder.read("Defaults/Russian/Labels+Russian.swift")
        == LedgerLabels.russianSourceWithLoggedManyEdited)
  }
}
