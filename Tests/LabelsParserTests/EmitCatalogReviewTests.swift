import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `emit xcstrings` gives each key the schema's doc comment and each localization its review state.
@Suite struct EmitCatalogReviewTests {
  private static let schema = """
    public struct Labels: LabelGroup {
      /// The login screen.
      public let login: Login
      public let cart: Labels.Cart
    }
    extension Labels {
      public struct Login: LabelGroup {
        /// The headline shown above the form,
        /// after the app starts.
        public let welcome: String
        public let greeting: Template<String>
        public let forgotPassword: String?
      }
      public struct Cart: LabelGroup {
        /// The title of the cart.
        public let title: String
        /// The number of items; `%lld` is the count.
        public let count: String
      }
    }
    """

  private static let review = """
    {
      "ru": {
        "/cart/count": {"state": "needs-review", "translation": "Товаров: %lld"},
        "/cart/title": {"state": "untranslated", "translation": "Корзина"},
        "/login/welcome": {"state": "new", "translation": "С возвращением"}
      },
      "uk": {
        "/login/welcome": {"state": "new", "translation": "an older text, so no longer held"}
      }
    }
    """

  private func emitted() throws -> JSONValue {
    let folder = try TemporaryDirectory()
    try folder.write(Self.schema, to: "Sources/Labels/Labels.swift")
    try folder.write(Self.review, to: "Defaults/LabelsReview.json")
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["emit", "xcstrings"], project: project).status == 0)
    let bytes = try [UInt8](Data(contentsOf: folder.url.appendingPathComponent("emit/Labels.xcstrings")))
    return try StrictJSONReader.read(bytes)
  }

  private func state(_ catalog: JSONValue, _ key: String, _ locale: String) -> String? {
    let pointer = JSONPointer(["strings", key, "localizations", locale, "stringUnit", "state"])
    guard case .string(let state) = pointer.value(in: catalog) else { return nil }
    return state
  }

  @Test func eachKeyHasTheSchemasDocComment() throws {
    let catalog = try emitted()
    let comment = { (key: String) in JSONPointer(["strings", key, "comment"]).value(in: catalog) }
    #expect(comment("login.welcome") == .string("The headline shown above the form, after the app starts."))
    #expect(comment("cart.count") == .string("The number of items; `%lld` is the count."))
    #expect(comment("cart.title") == .string("The title of the cart."))
    #expect(comment("login.greeting") == nil)
  }

  @Test func eachLocalizationHasItsReviewStateAndAnUntranslatedOneIsLeftOut() throws {
    let catalog = try emitted()
    #expect(state(catalog, "login.welcome", "ru") == "new")
    #expect(state(catalog, "cart.count", "ru") == "needs_review")
    #expect(JSONPointer(["strings", "cart.title", "localizations", "ru"]).value(in: catalog) == nil)
    #expect(state(catalog, "cart.title", "uk") == "translated")
    #expect(state(catalog, "login.welcome", "uk") == "translated", "a mark for another text no longer holds")
    #expect(state(catalog, "cart.title", "en") == "translated")
  }

  @Test func withoutSchemaSourcesOrReviewFileEveryLocalizationIsTranslatedWithoutComments() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["emit", "xcstrings"], project: project).status == 0)
    let text = try String(
      contentsOf: folder.url.appendingPathComponent("emit/Labels.xcstrings"), encoding: .utf8)
    #expect(!text.contains("\"comment\""))
    #expect(!text.contains("needs_review") && !text.contains("\"new\""))
  }
}
