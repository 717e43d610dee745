import LabelsCore
import Testing

@testable import LabelsKit

/// Plural labels in `ImportPlan`: their schema type, each locale's initialiser, and the report.
@Suite struct ImportPluralPlanTests {
  private func entry(_ key: String, _ file: String, text: String) -> TranslationEntry {
    TranslationEntry(key: key, value: text, location: FileLocation(file: file, line: 1, column: 1))
  }

  private func entry(_ key: String, _ file: String, plural: [String: String]) -> TranslationEntry {
    TranslationEntry(key: key, plural: plural, location: FileLocation(file: file))
  }

  private func text(_ result: ImportPlan.Result, _ path: String) throws -> String {
    String(decoding: try #require(result.files.first { $0.path == path }).contents, as: UTF8.self)
  }

  private func result() throws -> ImportPlan.Result {
    let en = "en.lproj/Localizable.strings"
    let enDict = "en.lproj/Localizable.stringsdict"
    return try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: en,
          entries: [entry("files.count", en, text: "%lld files"), entry("files.title", en, text: "Files")]),
        TranslationTable(
          locale: LocaleIdentifier("en"), file: enDict,
          entries: [
            entry(
              "files.count", enDict, plural: ["=0": "No files", "one": "%lld file", "other": "%lld files"])
          ]),
        TranslationTable(
          locale: LocaleIdentifier("ru"), file: "ru.lproj/Localizable.stringsdict",
          entries: [
            entry(
              "files.count", "ru.lproj/Localizable.stringsdict",
              plural: [
                "=0": "Нет файлов", "one": "%lld файл", "few": "%lld файла", "many": "%lld файлов",
                "other": "%lld файла",
              ]),
            entry(
              "files.title", "ru.lproj/Localizable.stringsdict", plural: ["one": "Файл", "other": "Файлы"]),
          ]),
        TranslationTable(
          locale: LocaleIdentifier("uk"), file: "uk.lproj/Localizable.strings",
          entries: [entry("files.count", "uk.lproj/Localizable.strings", text: "Файлів: %lld")]),
        TranslationTable(
          locale: LocaleIdentifier("is"), file: "is.lproj/Localizable.stringsdict",
          entries: [entry("files.count", "is.lproj/Localizable.stringsdict", plural: ["other": "%lld skrár"])]
        ),
      ], baseLocale: LocaleIdentifier("en"))
  }

  @Test func aPluralIsAPluralPropertyInTheSchema() throws {
    #expect(
      try text(result(), "Sources/Labels/Labels+Files.swift") == """
        extension Labels {
          /// The labels under `files`.
          public struct Files: LabelGroup {
            /// `files.count`: a plural, such as "%lld files".
            public let count: Plural
            /// `files.title`: "Files".
            public let title: String

            /// Creates the labels under `files`.
            public init(count: Plural, title: String) {
              self.count = count
              self.title = title
            }
          }
        }

        """)
  }

  @Test func eachLocaleUsesItsInitialiserWhenItHasExactlyItsForms() throws {
    let result = try result()
    #expect(
      try text(result, "Defaults/English/Files+English.swift") == """
        import Labels

        extension Labels.Files {
          /// The English labels of `Labels.Files`.
          static var english: Labels.Files {
            Labels.Files(
              count: .en(
                one: "%lld file",
                other: "%lld files",
                exact: [
                  0: "No files"
                ]
              ),
              title: "Files"
            )
          }
        }

        """)
    #expect(
      try text(result, "Defaults/Russian/Files+Russian.swift") == """
        import Labels

        extension Labels.Files {
          /// The Russian labels of `Labels.Files`.
          static var russian: Labels.Files {
            Labels.Files(
              count: .ru(
                one: "%lld файл",
                few: "%lld файла",
                many: "%lld файлов",
                other: "%lld файла",
                exact: [
                  0: "Нет файлов"
                ]
              ),
              title: "Файлы"
            )
          }
        }

        """)
    // Ukrainian has a text where English has a plural, and Icelandic's plural lacks `one`: lint would
    // refuse both, so each fills the categories its language selects from its own `other` form.
    #expect(
      try text(result, "Defaults/Ukrainian/Files+Ukrainian.swift") == """
        import Labels

        extension Labels.Files {
          /// The Ukrainian labels of `Labels.Files`.
          static var ukrainian: Labels.Files {
            Labels.Files(
              count: .uk(
                one: "Файлів: %lld",
                few: "Файлів: %lld",
                many: "Файлів: %lld",
                other: "Файлів: %lld"
              ),
              // missing in uk: the en text until translated
              title: "Files"
            )
          }
        }

        """)
    #expect(
      try text(result, "Defaults/Icelandic/Files+Icelandic.swift").contains(
        """
              count: .`is`(
                one: "%lld skrár",
                other: "%lld skrár"
              ),
        """))
  }

  @Test func theReportListsPluralsMixedKindsAndTextsAStringsDictReplaced() throws {
    #expect(
      try result().report.text == """
        # Import report

        Imported 2 labels in 4 locales (base en; is, ru, uk) from 5 files.

        ## Missing translations: 2

        Filled with the en text, marked `// missing in <locale>` in the locale's folder Defaults/<Language>/ \
        and untranslated in Defaults/LabelsReview.json; translate them there.

        - is: files.title
        - uk: files.title

        ## Translations not taken: 2

        Lint would refuse these, so each is a gap like a missing translation (a plural keeps the forms lint \
        takes and fills the others); the input's translation and the reason are kept in \
        Defaults/LabelsReview.json. Fix the translation there and in the locale's defaults.

        - is: files.count: /files/count/@plural: lacks `one`; is needs `one` and `other` (CLDR's rules for is); \
        add them [plural-form-missing]
        - uk: files.count: /files/count/@plural: lacks `one`, `few` and `many`; uk needs `one`, `few`, `many` \
        and `other` (CLDR's rules for uk); add them [plural-form-missing]

        ## Plural labels: 1

        Imported as `Plural` with the forms each locale has; in the repository, lint names a form a locale lacks.

        - files.count

        ## Text and plural mixed: 2

        Each key keeps the kind it has in the base locale en.

        - ru: files.title: a plural where en has text; its `other` form became the text
        - uk: files.count: text where en has a plural; it became the `other` form

        ## Replaced by .stringsdict: 1

        A key in both a locale's .strings and .stringsdict is the .stringsdict plural, as Apple reads it.

        - en: files.count (en.lproj/Localizable.strings:1:1)

        """)
  }

  @Test func twoPluralsOfOneKeyInOneLocaleAreStillADuplicate() throws {
    let file = "en.lproj/A.stringsdict"
    let table = TranslationTable(
      locale: try LocaleIdentifier("en"), file: file,
      entries: [entry("a", file, plural: ["other": "A"]), entry("a", file, plural: ["other": "B"])])
    #expect(throws: ImportError.self) { try ImportPlan.generate([table], baseLocale: LocaleIdentifier("en")) }
  }
}
