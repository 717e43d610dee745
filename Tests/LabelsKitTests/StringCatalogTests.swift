import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct StringCatalogTests {
  private func catalog(_ json: String) throws(StringCatalogError) -> StringCatalog {
    try StringCatalog(bytes: Array(json.utf8))
  }

  private func labels(_ pairs: KeyValuePairs<String, String>) -> [DottedLabel] {
    pairs.map { DottedLabel(key: $0.key, value: $0.value) }
  }

  @Test func readsUnitsLeavesOutVariationsAndUsesTheKeyAsMissingSourceText() throws {
    let read = try catalog(
      """
      {
        "sourceLanguage": "en",
        "version": "1.0",
        "strings": {
          "Done": {},
          "b.title": {
            "comment": "ignored",
            "localizations": {
              "de": {"stringUnit": {"state": "needs_review", "value": "Titel"}},
              "en": {"stringUnit": {"state": "translated", "value": "Title"}}
            }
          },
          "a.count": {
            "localizations": {
              "en": {"variations": {"plural": {}}},
              "de": {
                "stringUnit": {"state": "translated", "value": "%#@count@"},
                "substitutions": {"count": {"variations": {"plural": {}}}}
              }
            }
          },
          "c.only": {"localizations": {"de": {"stringUnit": {"state": "new", "value": "Nur"}}}}
        }
      }
      """)
    let en = try LocaleIdentifier("en")
    let de = try LocaleIdentifier("de")
    #expect(read.sourceLanguage == en)
    #expect(read.labels[en] == labels(["Done": "Done", "b.title": "Title", "c.only": "c.only"]))
    #expect(read.labels[de] == labels(["b.title": "Titel", "c.only": "Nur"]))
    #expect(
      read.skipped == [
        .init(key: "a.count", locale: de, reason: "has substitutions (several counts in one text)"),
        .init(key: "a.count", locale: en, reason: "has variations (plural or device)"),
      ])
  }

  @Test(arguments: [
    (#"[]"#, StringCatalogError.notACatalog(pointer: "", expected: "an object")),
    (
      #"{"strings": {}}"#,
      .notACatalog(pointer: "/sourceLanguage", expected: "a string naming the base locale")
    ),
    (#"{"sourceLanguage": "en"}"#, .notACatalog(pointer: "/strings", expected: "an object of keys")),
    (
      #"{"sourceLanguage": "en", "strings": {"a/b": 1}}"#,
      .notACatalog(pointer: "/strings/a~1b", expected: "an object")
    ),
    (
      #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {}}}}}"#,
      .notACatalog(pointer: "/strings/a/localizations/en", expected: "an object with a \"stringUnit\"")
    ),
    (
      #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {"stringUnit": {}}}}}}"#,
      .notACatalog(pointer: "/strings/a/localizations/en/stringUnit/value", expected: "a string")
    ),
    (
      #"{"sourceLanguage": "en_US", "strings": {}}"#,
      .invalidLocale(pointer: "/sourceLanguage", .invalidLocale("en_US"))
    ),
    (
      #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"../x": {}}}}}"#,
      .invalidLocale(pointer: "/strings/a/localizations/..~1x", .invalidLocale("../x"))
    ),
    (
      "{\"sourceLanguage\": \"en\",\n  \"strings\": {\"a\": {}, \"a\": {}}}",
      .malformedJSON(JSONReadError(.duplicateKey("a"), line: 2, column: 24))
    ),
  ])
  func refusesWhatIsNotACatalog(json: String, expected: StringCatalogError) {
    #expect(throws: expected) { try catalog(json) }
  }

  @Test func messagesNameThePointer() {
    #expect(
      StringCatalogError.notACatalog(pointer: "/strings", expected: "an object of keys").description
        == "is not a String Catalog: /strings must be an object of keys")
    #expect(
      StringCatalogError.notACatalog(pointer: "", expected: "an object").description
        == "is not a String Catalog: the top level must be an object")
  }
}
