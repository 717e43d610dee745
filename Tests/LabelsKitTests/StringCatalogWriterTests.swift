import LabelsCore
import Testing

@testable import LabelsKit

/// The String Catalog the writer prints: Xcode's bytes, each localization's review state, and the
/// schema's comments.
@Suite struct StringCatalogWriterTests {
  private let english = JSONValue.object([
    "login": .object(["welcome": .string("Welcome"), "title": .string("Sign in")]),
    "categories": .array([.object(["id": .string("food"), "name": .string("Food")])]),
    "count": .object(["@plural": .object(["one": .string("%lld item"), "other": .string("%lld items")])]),
  ])
  private let russian = JSONValue.object([
    "login": .object(["welcome": .string("Добро пожаловать"), "title": .string("Sign in")]),
    "categories": .array([.object(["id": .string("food"), "name": .string("Еда")])]),
    "count": .object([
      "@plural": .object([
        "one": .string("%lld штука"), "few": .string("%lld штуки"), "many": .string("%lld штук"),
        "other": .string("%lld штуки"),
      ])
    ]),
  ])

  private func tables() throws -> [LocaleIdentifier: DottedTable] {
    let en = try LocaleIdentifier("en")
    let ru = try LocaleIdentifier("ru")
    return [
      en: try DottedKeys.labels(of: english, locale: en), ru: try DottedKeys.labels(of: russian, locale: ru),
    ]
  }

  private let comments = [
    "/login/welcome": "The headline shown above the form.",
    "/categories/*/name": "The name shown to the user.",
    "/count": "The number of items.\nShown under the list.",
  ]

  /// `/login/title` is not translated yet, `/categories/0/name` needs review and the plural is new.
  private func state(_ pointer: JSONPointer, _ locale: LocaleIdentifier) -> StringCatalogState? {
    switch pointer.description {
    case "/login/title": nil
    case "/categories/0/name": .needsReview
    case "/count": .new
    default: .translated
    }
  }

  @Test func statesAndCommentsMatchGoldenBytes() throws {
    let bytes = StringCatalogWriter.bytes(
      tables: try tables(), sourceLanguage: try LocaleIdentifier("en"), comments: comments, state: state)
    try Golden.check(bytes, matches: "apple/xcstrings/Reviewed.xcstrings")
  }

  @Test func theCatalogIsAlreadyInXcodesLayout() throws {
    let bytes = StringCatalogWriter.bytes(
      tables: try tables(), sourceLanguage: try LocaleIdentifier("en"), comments: comments, state: state)
    #expect(XcodeJSONWriter.bytes(try StrictJSONReader.read(bytes)) == bytes)
  }

  @Test func anUntranslatedLocalizationIsLeftOutAndTheSourceLanguageIsAlwaysTranslated() throws {
    let bytes = StringCatalogWriter.bytes(
      tables: try tables(), sourceLanguage: try LocaleIdentifier("en"), state: { _, _ in nil })
    let catalog = try StringCatalog(bytes: bytes)
    #expect(catalog.labels[try LocaleIdentifier("ru")] == nil)
    #expect(
      catalog.labels[try LocaleIdentifier("en")]?.map(\.key) == [
        "categories.food.id", "categories.food.name", "login.title", "login.welcome",
      ])
    #expect(!String(decoding: bytes, as: UTF8.self).contains("needs_review"))
  }
}
