import LabelsCore
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
          key: pair.key, value: pair.value, location: FileLocation(file: file, line: line + 1, column: 1))
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
      skipped: [
        StringCatalog.Skipped(key: "items", locale: en, reason: "has device variations (a text per device)")
      ])
    #expect(
      result.report.text == """
        # Import report

        Imported 1 label in 1 locale (base en) from 1 file.

        ## Skipped: 1

        String Catalog entries and .stringsdict keys that hold more than a label can.

        - items (en): has device variations (a text per device)

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
      key: "b", locale: "en", first: FileLocation(file: "en.lproj/A.strings", line: 2, column: 1),
      second: FileLocation(file: "en.lproj/B.strings", line: 1, column: 1))
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
          key: "a", value: "b", location: FileLocation(file: "R/pt-BR.lproj/A.strings", line: 2, column: 2))
      ])
  }

  /// A paragraph of a real String Catalog, 704 characters of Markdown with links, whose dots split it
  /// into nine nested groups.
  static let paragraph =
    "**Before you continue.** By tapping *Create account* you agree to the "
    + "[Terms of Service](https://shop.example.com/legal/terms-of-service) and confirm that you have read the "
    + "[Privacy Policy](https://shop.example.com/legal/privacy-policy), which explains which data we collect "
    + "when you browse, order and pay, why we keep it, how long we keep it and with whom we share it to "
    + "deliver your parcels. You can download or delete your data at any time under Settings → Privacy, or "
    + "by writing to privacy@example.com; see https://shop.example.com/help/data-requests for the details and "
    + "the answers to frequent questions about accounts, newsletters, cookies and the rights you have under "
    + "the laws of your home region"

  @Test func longKeysGiveBoundedFileNamesThatStayApart() throws {
    #expect(Self.paragraph.count == 704)
    let shared = String(repeating: "Tap here to read more about ", count: 4)
    let result = try ImportPlan.generate(
      [
        table(
          "en", "en.lproj/A.strings",
          [Self.paragraph: "P", shared + "orders.title": "O", shared + "payments.title": "M"])
      ],
      baseLocale: LocaleIdentifier("en"))
    let schema = result.files.map(\.path).filter { $0.hasPrefix("Sources/Labels/") }
    let deepest =
      "Labels+BeforeYouContinue+ByTappingCreateAccountYouAgreeToTheTermsOfServiceHttpsShop+Example"
    // Nine nested groups, the deeper six cut to 128 bytes with `.swift`; the two long names that share
    // their first 64 characters end in different hashes.
    #expect(
      schema.map { $0.dropFirst("Sources/Labels/".count) } == [
        "\(deepest)+ComLegalTermsOfServic_135de8a2.swift", "\(deepest)+ComLegalTermsOfServic_239d50fb.swift",
        "\(deepest)+ComLegalTermsOfServic_79cc38c7.swift", "\(deepest)+ComLegalTermsOfServic_b77cd131.swift",
        "\(deepest)+ComLegalTermsOfServic_e11e5e9b.swift", "\(deepest)+ComLegalTermsOfServic_e84144e1.swift",
        "\(deepest).swift",
        "Labels+BeforeYouContinue+ByTappingCreateAccountYouAgreeToTheTermsOfServiceHttpsShop.swift",
        "Labels+BeforeYouContinue.swift",
        "Labels+TapHereToReadMoreAboutTapHereToReadMoreAboutTapHereToRe_338b6eca.swift",
        "Labels+TapHereToReadMoreAboutTapHereToReadMoreAboutTapHereToRe_ce4f2762.swift", "Labels.swift",
      ])
    #expect(schema.allSatisfy { $0.split(separator: "/").last!.utf8.count <= 128 })
  }

  @Test func aKeyOfTwentyThousandPartsIsKeptWholeAndShownCut() throws {
    let key = Array(repeating: "x", count: 20_000).joined(separator: ".")
    let result = try ImportPlan.generate(
      [table("en", "en.lproj/A.strings", [key: "X"])], baseLocale: LocaleIdentifier("en"))
    #expect(
      result.report.keptWhole == [
        .init(key: key, reason: "has 20000 parts between dots, more than the 32 a key may nest")
      ])
    #expect(
      result.report.text.contains(
        "\n- " + String(repeating: "x.", count: 60) + "… (39879 more characters): has 20000 parts between "
          + "dots, more than the 32 a key may nest\n"))
    #expect(
      result.files.map(\.path).filter { $0.hasPrefix("Sources/Labels/") } == ["Sources/Labels/Labels.swift"])
  }
}
