import Testing

@testable import LabelsKit

@Suite struct ImportPlanTests {
  private func table(_ locale: String, _ file: String, _ pairs: KeyValuePairs<String, String>) throws
    -> TranslationTable
  {
    TranslationTable(
      locale: try LocaleIdentifier(locale), file: file,
      entries: pairs.enumerated().map { line, pair in
        TranslationEntry(
          key: pair.key, value: pair.value, location: SourceLocation(file: file, line: line + 1, column: 1))
      })
  }

  private func text(_ result: ImportPlan.Result, _ path: String) throws -> String {
    String(decoding: try #require(result.files.first { $0.path == path }).contents, as: UTF8.self)
  }

  @Test func fillsGapsWithTheBaseTextAndLeavesOutKeysTheBaseLacks() throws {
    let result = try ImportPlan.generate(
      [
        table("en", "en.lproj/A.strings", ["home.title": "Home", "home.default": "Default"]),
        table("en", "en.lproj/B.strings", ["done": "Done"]),
        table("de", "de.lproj/A.strings", ["home.title": "Start", "extra": "Extra"]),
      ],
      baseLocale: LocaleIdentifier("en"))
    #expect(
      result.files.map(\.path) == [
        "Defaults/Labels+de.swift", "Defaults/Labels+en.swift", "Defaults/LabelsCatalog.swift",
        "Defaults/LocaleLabels.swift", "ImportReport.md", "Sources/Labels/Labels+Home.swift",
        "Sources/Labels/Labels.swift",
      ])
    #expect(
      try text(result, "Defaults/Labels+de.swift") == """
        import Labels

        extension Labels {
          /// The labels of de; a label marked `// missing in de` holds the en text.
          public static let de = Labels(
            // missing in de: the en text until translated
            done: "Done",
            home: Home(
              // missing in de: the en text until translated
              default: "Default",
              title: "Start"
            )
          )
        }

        """)
    #expect(
      try text(result, "Sources/Labels/Labels+Home.swift") == """
        extension Labels {
          /// The labels under `home`.
          public struct Home: Codable, Equatable, Sendable {
            /// `home.default`: "Default".
            public var `default`: String
            /// `home.title`: "Home".
            public var title: String

            /// Creates the labels under `home`.
            public init(`default`: String, title: String) {
              self.`default` = `default`
              self.title = title
            }
          }
        }

        """)
    #expect(
      result.report.text == """
        # Import report

        Imported 3 labels in 2 locales (base en; de) from 3 files.

        ## Missing translations: 2

        Filled with the en text and marked `// missing in <locale>` in Defaults/Labels+<locale>.swift; \
        translate them there.

        - de: done
        - de: home.default

        ## Left out: 1

        These keys are not in the base locale en; add them to en and import again to keep them.

        - de: extra (de.lproj/A.strings:2:1)

        """)
    #expect(try text(result, ImportPlan.reportFileName) == result.report.text)
  }

  @Test func aCleanImportSaysSo() throws {
    let result = try ImportPlan.generate(
      [table("en", "en.lproj/A.strings", ["a": "A"])], baseLocale: LocaleIdentifier("en"))
    #expect(
      result.report.text == """
        # Import report

        Imported 1 label in 1 locale (base en) from 1 file.
        Every locale has every key, and every key became a Swift name as it is.

        """)
  }

  @Test func skippedCatalogEntriesAreReported() throws {
    let en = try LocaleIdentifier("en")
    let result = try ImportPlan.generate(
      [table("en", "Labels.xcstrings", ["a": "A"])], baseLocale: en,
      skipped: [StringCatalog.Skipped(key: "items", locale: en, reason: "has variations (plural or device)")])
    #expect(
      result.report.text == """
        # Import report

        Imported 1 label in 1 locale (base en) from 1 file.

        ## Skipped: 1

        String Catalog entries that hold more than one text, which a label cannot.

        - items (en): has variations (plural or device)

        """)
  }

  @Test func keysStayOnTheirCommentLineAndTextsInTheirLiteral() throws {
    let result = try ImportPlan.generate(
      [table("en", "en.lproj/A.strings", ["x\n}\nstruct Evil {": "\"\\(x)\"\n\u{2028}"])],
      baseLocale: LocaleIdentifier("en"))
    #expect(
      try text(result, "Sources/Labels/Labels.swift") == #"""
        /// Every user-facing string of the app, as one value per locale.
        ///
        /// Imported by `LabelsParser import`; every property keeps its original key in the JSON.
        public struct Labels: Codable, Equatable, Sendable {
          /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
          public static let schemaVersion = "1.0.0"

          /// `x\n}\nstruct Evil {`: "\"\\(x)\"\n\u{2028}".
          public var xStructEvil: String

          enum CodingKeys: String, CodingKey {
            case xStructEvil = "x\n}\nstruct Evil {"
          }

          /// Creates the labels of one locale.
          public init(xStructEvil: String) {
            self.xStructEvil = xStructEvil
          }
        }

        """#)
    #expect(
      try text(result, "Defaults/Labels+en.swift").contains(#"    xStructEvil: "\"\\(x)\"\n\u{2028}"\#n"#))
  }

  @Test func twoFilesOfOneLocaleMayNotDefineOneKey() throws {
    let error = ImportError.duplicateKey(
      key: "b", locale: "en", first: SourceLocation(file: "en.lproj/A.strings", line: 2, column: 1),
      second: SourceLocation(file: "en.lproj/B.strings", line: 1, column: 1))
    #expect(throws: error) {
      try ImportPlan.generate(
        [
          table("en", "en.lproj/A.strings", ["a": "1", "b": "2"]),
          table("en", "en.lproj/B.strings", ["b": "3"]),
        ],
        baseLocale: LocaleIdentifier("en"))
    }
    #expect(
      error.description
        == #"en.lproj/B.strings:1:1: duplicate key "b" in en; it is first defined at en.lproj/A.strings:2:1; keep only one"#
    )
  }

  @Test func theBaseLocaleMustBeAmongTheInputs() throws {
    let error = ImportError.missingBaseLocale("en", available: ["de", "fr"])
    #expect(throws: error) {
      try ImportPlan.generate(
        [table("fr", "fr.lproj/A.strings", ["a": "1"]), table("de", "de.lproj/A.strings", ["a": "2"])],
        baseLocale: LocaleIdentifier("en"))
    }
    #expect(error.description == "no input holds the base locale en; pass --base with one of: de, fr")
  }

  @Test(arguments: [
    ("Localizable.strings", ImportError.notInLocaleFolder(file: "Localizable.strings")),
    ("Resources/Localizable.strings", .notInLocaleFolder(file: "Resources/Localizable.strings")),
    ("Base.lproj/Main.strings", .invalidLocale(file: "Base.lproj/Main.strings", .invalidLocale("Base"))),
    ("pt_BR.lproj/A.strings", .invalidLocale(file: "pt_BR.lproj/A.strings", .invalidLocale("pt_BR"))),
    (
      "R/en.lproj/A.strings",
      .malformedStrings(
        file: "R/en.lproj/A.strings", StringsReadError(.keyWithoutValue(key: "a"), line: 1, column: 1))
    ),
  ])
  func stringsFilesNeedALocaleFolderAndValidText(path: String, expected: ImportError) {
    #expect(throws: expected) { try TranslationTable(stringsFile: path, bytes: Array(#""a";"#.utf8)) }
  }

  @Test func stringsFilesTakeTheirLocaleFromTheirFolder() throws {
    let table = try TranslationTable(
      stringsFile: "R/pt-BR.lproj/A.strings", bytes: Array("\n \"a\" = \"b\";".utf8))
    #expect(table.locale.rawValue == "pt-BR")
    #expect(
      table.entries == [
        TranslationEntry(
          key: "a", value: "b", location: SourceLocation(file: "R/pt-BR.lproj/A.strings", line: 2, column: 2))
      ])
  }
}
