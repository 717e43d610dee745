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

  @Test func readsUnitsAndPluralsAndUsesTheKeyAsMissingSourceText() throws {
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
              "en": {"variations": {"plural": {
                "zero": {"stringUnit": {"state": "translated", "value": "No files"}},
                "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}
              }}},
              "de": {
                "stringUnit": {"state": "translated", "value": "%#@count@"},
                "substitutions": {"count": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg Datei"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg Dateien"}}
                }}}}
              },
              "lv": {"variations": {"plural": {
                "zero": {"stringUnit": {"state": "translated", "value": "%lld failu"}},
                "one": {"stringUnit": {"state": "translated", "value": "%lld fails"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld faili"}}
              }}}
            }
          },
          "c.only": {"localizations": {"de": {"stringUnit": {"state": "new", "value": "Nur"}}}}
        }
      }
      """)
    let en = try LocaleIdentifier("en")
    let de = try LocaleIdentifier("de")
    let lv = try LocaleIdentifier("lv")
    #expect(read.sourceLanguage == en)
    #expect(read.labels[en] == labels(["Done": "Done", "b.title": "Title", "c.only": "c.only"]))
    #expect(read.labels[de] == labels(["b.title": "Titel", "c.only": "Nur"]))
    #expect(read.skipped == [])
    // English has no zero category, so Apple's zero is the number 0; Latvian's zero is a category.
    #expect(
      read.plurals[en] == [
        ImportedPlural(key: "a.count", forms: ["=0": "No files", "one": "%lld file", "other": "%lld files"])
      ])
    #expect(
      read.plurals[de] == [
        ImportedPlural(key: "a.count", forms: ["one": "%lld Datei", "other": "%lld Dateien"])
      ])
    #expect(
      read.plurals[lv] == [
        ImportedPlural(
          key: "a.count", forms: ["zero": "%lld failu", "one": "%lld fails", "other": "%lld faili"])
      ])
  }

  private static func unit(_ text: String) -> String {
    #"{"stringUnit": {"state": "translated", "value": "\#(text)"}}"#
  }

  private static let pluralForms = #"{"one": \#(unit("%lld file")), "other": \#(unit("%lld files"))}"#

  /// A translation whose counts a translator reordered, as Xcode stores it (CotEditor's Japanese
  /// `FolderFind.Metrics.message`): each substitution keeps its `argNum`, which decides the argument it
  /// formats, as it does for Apple; the format is read with those positions.
  @Test func reorderedCountsTakeTheArgumentsTheirArgNumsName() throws {
    let substitutions = #"""
      "arg1": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": \#(Self.unit("%arg件"))}}},
      "arg2": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"other": \#(Self.unit("%argファイル"))}}}
      """#
    let read = try catalog(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"FolderFind.Metrics.message": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%#@arg1@ in %#@arg2@"}, "substitutions": {
          "arg1": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "one": \#(Self.unit("%arg match")), "other": \#(Self.unit("%arg matches"))}}},
          "arg2": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
            "one": \#(Self.unit("%arg file")), "other": \#(Self.unit("%arg files"))}}}}},
        "ja": {"stringUnit": {"state": "translated", "value": "%#@arg2@で%#@arg1@一致"}, "substitutions": {
          \#(substitutions)}}}}}}
      """#)
    #expect(read.skipped == [])
    #expect(
      try read.pluralTexts[LocaleIdentifier("ja")] == [
        ImportedPluralText(
          key: "FolderFind.Metrics.message", format: "%2$#@arg2@で%1$#@arg1@一致",
          variables: ["arg1": ["other": "%lld件"], "arg2": ["other": "%lldファイル"]])
      ])
    #expect(try read.pluralTexts[LocaleIdentifier("en")]?.first?.format == "%#@arg1@ in %#@arg2@")
    #expect(
      try PluralTextFormat("%2$#@arg2@で%1$#@arg1@一致").position(of: "arg1") == 1,
      "arg1 is argument 1 in Japanese, as in English")
  }

  /// Every localization a label cannot carry, with the reason the report and the diagnostics give.
  @Test(arguments: [
    (
      #"{"variations": {"device": {"iphone": \#(unit("Tap")), "mac": \#(unit("Click"))}}}"#,
      "has device variations (a text per device: iphone, mac)"
    ),
    (
      #"{"variations": {"width": {"1": \#(unit("Short"))}, "plural": \#(pluralForms)}}"#,
      "has width variations (a text per width: 1)"
    ),
    (#"{"variations": {}}"#, "has empty variations"),
    (
      #"{"stringUnit": {"state": "translated", "value": "Files"}, "variations": {"plural": \#(pluralForms)}}"#,
      "has both a text and variations"
    ),
    (
      #"{"variations": {"plural": {"one": {"variations": {"device": {}}}, "other": \#(unit("x"))}}}"#,
      #"has variations inside its plural form "one""#
    ),
    (
      #"{"variations": {"plural": {"one": \#(unit("%lld file"))}}}"#, #"has a plural without an "other" form"#
    ),
    (
      #"{"variations": {"plural": {"sevral": \#(unit("x")), "other": \#(unit("x"))}}}"#,
      #"has a plural form "sevral", which is not a CLDR plural category"#
    ),
    (
      #"""
      {"stringUnit": {"state": "translated", "value": "%1$#@a@ and %2$#@b@"}, "substitutions": {
        "a": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": \#(pluralForms)}},
        "b": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": \#(pluralForms)}}}}
      """#, "gives a the argument 2, but its format makes it argument 1"
    ),
    (
      #"""
      {"stringUnit": {"state": "translated", "value": "Found %#@a@"}, "substitutions": {
        "a": {"formatSpecifier": "lld", "variations": {"plural": {
          "one": \#(unit("%arg file by %2$@")), "other": \#(unit("%arg files by %2$lld"))}}}}}
      """#,
      "has forms that do not take the text's arguments soundly: `a`'s form `other` takes argument 2 as "
        + "%2$lld, but `a`'s form `one` takes it as %2$@; give each argument one type"
    ),
    (
      #"""
      {"stringUnit": {"state": "translated", "value": "%#@a@"}, "substitutions": {
        "a": {"formatSpecifier": "lld", "variations": {"device": {"mac": \#(unit("x"))}}}}}
      """#, "has device variations (a text per device: mac)"
    ),
    (
      #"{"stringSet": {"state": "translated", "values": ["Start a workout", "Begin a workout"]}}"#,
      "has a string set (several texts for one key, as App Shortcuts phrases are)"
    ),
  ])
  func localizationsALabelCannotCarryAreSkippedWithTheirReason(localization: String, reason: String) throws {
    let read = try catalog(
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": \#(localization)}}}}"#)
    let en = try LocaleIdentifier("en")
    #expect(read.skipped == [.init(key: "k", locale: en, reason: reason)])
    #expect(read.plurals[en] == nil)
    #expect(read.labels[en] == [])
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
      #"""
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@a@"}, "substitutions": {"a": {"variations": {}}}}}}}}
      """#,
      .notACatalog(
        pointer: "/strings/k/localizations/en/substitutions/a/formatSpecifier", expected: "a string")
    ),
    (
      #"""
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"substitutions": {"a": {}}}}}}}
      """#,
      .notACatalog(pointer: "/strings/k/localizations/en/stringUnit/value", expected: "a string")
    ),
    (
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"one": 1}}}}}}}"#,
      .notACatalog(pointer: "/strings/k/localizations/en/variations/plural/one", expected: "an object")
    ),
    (
      "{\"sourceLanguage\": \"en\",\n  \"strings\": {\"a\": {}, \"a\": {}}}",
      .malformedJSON(JSONReadError(.duplicateKey("a"), line: 2, column: 24))
    ),
  ])
  func refusesWhatIsNotACatalog(json: String, expected: StringCatalogError) {
    #expect(throws: expected) { try catalog(json) }
  }

  @Test func readsCommentsAndTheStatesThatSayATranslationIsNotDone() throws {
    let read = try catalog(
      """
      {"sourceLanguage": "en", "strings": {
        "a": {"comment": "Shown on the login screen.", "localizations": {
          "de": {"stringUnit": {"state": "needs_review", "value": "A"}},
          "fr": {"stringUnit": {"state": "new", "value": "A"}},
          "ru": {"stringUnit": {"state": "translated", "value": "A"}}}},
        "b": {"comment": "", "localizations": {"de": {"stringUnit": {"state": "stale", "value": "B"}}}}
      }}
      """)
    #expect(read.comments == ["a": "Shown on the login screen."])
    let (de, fr) = (try LocaleIdentifier("de"), try LocaleIdentifier("fr"))
    #expect(read.states == [de: ["a": .needsReview], fr: ["a": .new]])
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
