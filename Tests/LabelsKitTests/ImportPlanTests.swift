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
        table("en", "en.lproj/A.stringsdict", ["done": "Done"]),
        table("de", "de.lproj/A.strings", ["home.title": "Start", "extra": "Extra"]),
      ],
      baseLocale: LocaleIdentifier("en"))
    #expect(
      result.files.map(\.path) == [
        "Defaults/English/Home+English.swift", "Defaults/English/Labels+English.swift",
        "Defaults/German/Home+German.swift", "Defaults/German/Labels+German.swift",
        "Defaults/LabelsCatalog+Untranslated.swift", "Defaults/LabelsCatalog.swift",
        "Defaults/LabelsReview.json",
        "ImportReport.md", "Sources/Labels/Labels+Home.swift",
        "Sources/Labels/Labels.swift",
      ])
    #expect(
      try text(result, "Defaults/German/Labels+German.swift") == """
        import Labels

        extension Labels {
          /// The German labels (`de`); a label marked `// missing in de` holds the en text.
          ///
          /// Each section is a computed property in its own file, so editing one label recompiles one
          /// small file and nothing else (see docs/large-catalogs.md).
          public static let german: Labels = Labels(
            // missing in de: the en text until translated
            done: "Done",
            home: .german
          )
        }

        """)
    #expect(
      try text(result, "Defaults/German/Home+German.swift") == """
        import Labels

        extension Labels.Home {
          /// The German labels of `Labels.Home`.
          static var german: Labels.Home {
            Labels.Home(
              // missing in de: the en text until translated
              default: "Default",
              title: "Start"
            )
          }
        }

        """)
    #expect(
      try text(result, "Sources/Labels/Labels+Home.swift") == """
        extension Labels {
          /// The labels under `home`.
          public struct Home: LabelGroup {
            /// `home.default`: "Default".
            public let `default`: String
            /// `home.title`: "Home".
            public let title: String

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
        1 key has translations but no en text, so it is left out (below): give the en table every key, with \
        Xcode's Product > Export Localizations or genstrings over the sources, and import again.

        ## Missing translations: 2

        Filled with the en text, marked `// missing in <locale>` in the locale's folder Defaults/<Language>/ \
        and untranslated in Defaults/LabelsReview.json; translate them there.

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
        /// Imported by `LabelsParser import`; every label keeps its original key in the JSON.
        public struct Labels: LabelGroup {
          /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
          public static let schemaVersion = "1.0.0"

          /// The JSON key of each label whose key is not its Swift name.
          public static var labelKeys: [String: String] {
            [
              "xStructEvil": "x%0A}%0Astruct Evil {"
            ]
          }

          /// The key the app looks up for each label whose key is not its path.
          public static var sourceKeys: [String: String] {
            [
              "xStructEvil": "x\n}\nstruct Evil {"
            ]
          }

          /// `x%0A}%0Astruct Evil {`: "\"\\(x)\"\n\u{2028}".
          public let xStructEvil: String

          /// Creates the labels of one locale.
          public init(xStructEvil: String) {
            self.xStructEvil = xStructEvil
          }
        }

        """#)
    #expect(
      try text(result, "Defaults/English/Labels+English.swift").contains(
        #"    xStructEvil: "\"\\(x)\"\n\u{2028}"\#n"#))
  }

  @Test func twoReadsOfOneTableMayNotDefineOneKey() throws {
    let error = ImportError.duplicateKey(
      key: "b", locale: "en", first: FileLocation(file: "en.lproj/A.strings", line: 2, column: 1),
      second: FileLocation(file: "en.lproj/A.strings", line: 1, column: 1))
    #expect(throws: error) {
      try ImportPlan.generate(
        [
          table("en", "en.lproj/A.strings", ["a": "1", "b": "2"]),
          table("en", "en.lproj/A.strings", ["b": "3"]),
        ],
        baseLocale: LocaleIdentifier("en"))
    }
    #expect(
      error.description
        == #"en.lproj/A.strings:1:1: duplicate key "b" in en; it is first defined at en.lproj/A.strings:2:1; keep only one"#
    )
  }

  @Test func eachTableIsAGroupOfItsOwnAndTheDefaultTableStaysAtTheRoot() throws {
    let result = try ImportPlan.generate(
      [
        table("en", "App/en.lproj/Localizable.strings", ["done": "Done", "unknown": "Unknown"]),
        table("en", "App/en.lproj/TextFind.strings", ["Ignore Case": "Ignore Case", "unknown": "Unknown"]),
        table("tr", "App/tr.lproj/Localizable.strings", ["unknown": "Bilinmiyor"]),
        table("tr", "App/tr.lproj/TextFind.strings", ["Ignore Case": "BÜYÜK/küçük Harf Duyarsız"]),
      ],
      baseLocale: LocaleIdentifier("en"))
    #expect(
      result.documents.documents[try LocaleIdentifier("tr")]
        == .object([
          "done": .string("Done"), "unknown": .string("Bilinmiyor"),
          "TextFind": .object([
            "Ignore Case": .string("BÜYÜK/küçük Harf Duyarsız"), "unknown": .string("Unknown"),
          ]),
        ]))
    #expect(
      result.report.gaps.map { "\($0.locale) \($0.key)" } == ["tr TextFind › unknown", "tr done"])
    #expect(
      result.report.notes == [
        "App/en.lproj/TextFind.strings (and 1 more file): a table of its own, the group TextFind"
      ])
    let schema = try text(result, "Sources/Labels/Labels+TextFind.swift")
    #expect(schema.contains(#""ignoreCase": "Ignore Case",\#n        "unknown": "unknown",\#n"#))
    #expect(result.keys.key(of: JSONPointer(["TextFind", "unknown"])) == "TextFind › unknown")
  }

  /// Catalogs of one name are each a table, told apart by their folders; `.strings` files of one name
  /// are one table wherever they are (an `.xcloc`'s base table and the app's translations).
  @Test func catalogsOfOneNameAreToldApartByTheirFoldersAndStringsFilesOfOneNameAreOneTable() throws {
    let tables = try [
      "CotEditor/Localizables/Application/Localizable.xcstrings",
      "Packages/EditorCore/Sources/FileEncoding/Resources/Localizable.xcstrings",
      "Packages/MacUI/Sources/Shortcut/Resources/Localizable.xcstrings",
      "CotEditor/Settings/Panes/Settings.xcstrings", "CotEditor/Settings/Other/Settings.xcstrings",
      "App/en.lproj/InfoPlist.strings", "Export.xcloc/Source Contents/App/de.lproj/InfoPlist.strings",
    ].map { try table("en", $0, ["title": "Title"]) }
    #expect(
      TableNamespaces(tables).groups == [
        "CotEditor/Localizables/Application/Localizable.xcstrings": "Application",
        "Packages/EditorCore/Sources/FileEncoding/Resources/Localizable.xcstrings": "FileEncoding",
        "Packages/MacUI/Sources/Shortcut/Resources/Localizable.xcstrings": "Shortcut",
        "CotEditor/Settings/Panes/Settings.xcstrings": "Panes-Settings",
        "CotEditor/Settings/Other/Settings.xcstrings": "Other-Settings",
        "App/en.lproj/InfoPlist.strings": "InfoPlist",
        "Export.xcloc/Source Contents/App/de.lproj/InfoPlist.strings": "InfoPlist",
      ])
  }

  @Test func aTableNamedAsAKeyOfTheRootTakesTableAfterItsName() throws {
    let tables = [
      try table("en", "en.lproj/Localizable.strings", ["TextFind.title": "Find", "Done": "Done"]),
      try table("en", "en.lproj/TextFind.strings", ["title": "Find and Replace"]),
      try table("en", "en.lproj/Done.strings", ["title": "Done"]),
    ]
    #expect(
      TableNamespaces(tables).groups == [
        "en.lproj/TextFind.strings": "TextFindTable", "en.lproj/Done.strings": "DoneTable",
      ])
    let result = try ImportPlan.generate(tables, baseLocale: LocaleIdentifier("en"))
    #expect(
      result.documents.documents[try LocaleIdentifier("en")]
        == .object([
          "Done": .string("Done"), "TextFind": .object(["title": .string("Find")]),
          "TextFindTable": .object(["title": .string("Find and Replace")]),
          "DoneTable": .object(["title": .string("Done")]),
        ]))
  }

  /// CotEditor's `Found %lld matches in “%@.”` varies by plural as a whole, and damus's `sats_count`
  /// (`%1$#@SATS@`, forms `%2$@ sats`) is one variable whose forms take another argument: a `Plural`
  /// formats its forms with the count alone, so each is a label of several counts whose call passes it.
  @Test func aPluralWhoseFormsTakeOtherArgumentsIsALabelOfSeveralCounts() throws {
    let file = FileLocation(file: "TextFind.xcstrings")
    let found = [
      "one": "Found one match in “%2$@.”", "other": "Found %1$lld matches in “%2$@.”",
      "=0": "No match in “%2$@.”",
    ]
    let russian = [
      "one": "Найдено одно “%2$@.”", "few": "Найдено %1$lld в “%2$@.”", "many": "Найдено %1$lld в “%2$@.”",
      "other": "Найдено %1$lld в “%2$@.”",
    ]
    let plistData = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>sats_count</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%1$#@SATS@</string>
      <key>SATS</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>@</string>
      <key>one</key><string>%2$@ sat</string><key>other</key><string>%2$@ sats</string></dict>
      </dict></dict></plist>
      """
    let sats = try TranslationTable.stringsDict(
      file: "en.lproj/TextFind.stringsdict", bytes: Array(plistData.utf8))
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "en.lproj/TextFind.strings",
          entries: [TranslationEntry(key: "found", plural: found, location: file)]),
        TranslationTable(
          locale: LocaleIdentifier("ru"), file: "ru.lproj/TextFind.strings",
          entries: [TranslationEntry(key: "found", plural: russian, location: file)]),
        sats.table,
      ],
      baseLocale: LocaleIdentifier("en"))
    let schema = try text(result, "Sources/Labels/Labels.swift")
    #expect(schema.contains("public let found: PluralText1<FoundCount, String>"))
    #expect(schema.contains("public let satsCount: PluralText1<SatsCountCount, String>"))
    #expect(
      result.documents.documents[try LocaleIdentifier("en")]
        == JSONValue.object([
          "found": .object([
            "@format": .string("%1$#@count@"),
            "@plurals": .object(["count": .object(found.mapValues { .string($0) })]),
          ]),
          "sats_count": .object([
            "@format": .string("%1$#@SATS@"),
            "@plurals": .object([
              "SATS": .object(["one": .string("%2$@ sat"), "other": .string("%2$@ sats")])
            ]),
          ]),
        ]))
    // Russian `one` covers 21 too, so a form without the count is not taken.
    #expect(
      result.report.refused.map { "\($0.locale) \($0.key): \($0.reason)" } == [
        "ru found: /found/@plurals/count/one: leaves out the count, but `one` covers 1, 21, 31 … in ru (CLDR's "
          + "rules for ru), so the text would be wrong for 21; keep the count's placeholder [placeholder-mismatch]"
      ])
  }

  @Test func theOnlyTableStaysAtTheRootWhateverItsName() throws {
    let tables = [try table("en", "Main.xcstrings", ["title": "Title"])]
    #expect(TableNamespaces(tables).groups == [:])
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

  @Test func aSentenceKeyIsOneLabelWithAShortName() throws {
    #expect(Self.paragraph.count == 704)
    let result = try ImportPlan.generate(
      [
        table(
          "en", "en.lproj/A.strings",
          [
            Self.paragraph: "P", "Keeps your home timeline up to date in real time.": "K",
            "Keeps your home timeline up to date.": "D",
          ])
      ],
      baseLocale: LocaleIdentifier("en"))
    #expect(
      result.files.map(\.path).filter { $0.hasPrefix("Sources/Labels/") } == ["Sources/Labels/Labels.swift"])
    #expect(
      result.report.keptWhole.map(\.reason) == Array(repeating: "is a sentence, not a path", count: 3))
    // Each ends a sentence with '.', which the store refuses in a key: stored under its escape.
    #expect(
      result.report.escaped.map(\.jsonKey) == [
        "Keeps your home timeline up to date in real time%2E", "Keeps your home timeline up to date%2E",
      ])
    #expect(
      result.report.escaped.map(\.key) == [
        "Keeps your home timeline up to date in real time.", "Keeps your home timeline up to date.",
      ])
    // The paragraph's escape, 756 bytes, would pass the 703 a key at the root may take: shortened to
    // its first 684 bytes, %7E and its hash (computed apart, in Python).
    #expect(FirebaseKey.storeKey(Self.paragraph).utf8.count == 756)
    let short = ShortStoreKey.key(FirebaseKey.storeKey(Self.paragraph), sourceKey: Self.paragraph, limit: 703)
    #expect(
      short.utf8.count == 703 && short.hasSuffix(" questions about accounts, newslet%7Ec4df037d0ed4c77d"))
    #expect(result.report.shortened == [ImportReport.Escaped(key: Self.paragraph, jsonKey: short)])
    let schema = try text(result, "Sources/Labels/Labels.swift")
    // At most 32 characters of the first words; a line too long breaks after the colon, as swift-format
    // breaks it.
    #expect(
      schema.contains(
        """
            [
              "beforeYouContinueByTappingCreate":
                "\(Self.paragraph)",
              "keepsYourHomeTimelineUpToDateIn": "Keeps your home timeline up to date in real time.",
              "keepsYourHomeTimelineUpToDate": "Keeps your home timeline up to date.",
            ]
        """))
  }

  @Test func longKeysGiveBoundedFileNamesThatStayApart() throws {
    let shared = String(repeating: "TapHereToReadMoreAbout-", count: 4)
    let result = try ImportPlan.generate(
      [table("en", "en.lproj/A.strings", [shared + "orders.title": "O", shared + "payments.title": "M"])],
      baseLocale: LocaleIdentifier("en"))
    let schema = result.files.map(\.path).filter { $0.hasPrefix("Sources/Labels/") }
    // The two long names share their first 64 characters and end in different hashes.
    #expect(
      schema.map { $0.dropFirst("Sources/Labels/".count) } == [
        "Labels+TapHereToReadMoreAboutTapHereToReadMoreAboutTapHereToRe_338b6eca.swift",
        "Labels+TapHereToReadMoreAboutTapHereToReadMoreAboutTapHereToRe_ce4f2762.swift", "Labels.swift",
      ])
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

/// Keys of a flat namespace grouped by prefix and size, and comments kept as documentation.
@Suite struct ImportGroupingTests {
  private func generate(_ entries: [TranslationEntry]) throws -> ImportPlan.Result {
    try ImportPlan.generate(
      [TranslationTable(locale: LocaleIdentifier("en"), file: "en.lproj/A.strings", entries: entries)],
      baseLocale: LocaleIdentifier("en"))
  }

  private func entry(_ key: String, comment: String? = nil) -> TranslationEntry {
    TranslationEntry(
      key: key, value: key.uppercased(), location: FileLocation(file: "A.strings"), comment: comment)
  }

  private func text(_ result: ImportPlan.Result, _ path: String) throws -> String {
    String(decoding: try #require(result.files.first { $0.path == path }).contents, as: UTF8.self)
  }

  @Test func aLargeFlatNamespaceIsGroupedByPrefixKeepingEveryKey() throws {
    let keys =
      ["settings-title", "settings-sync-title", "settings-sync-hint", "settings_privacy", "settings-about"]
      + (10..<56).map { "item\($0)" }
    let result = try generate(keys.map { entry($0) })
    #expect(
      result.report.groups == [.init(path: JSONPointer(["settings"]), labelCount: 5, prefix: "settings")])
    #expect(
      try text(result, "Sources/Labels/Labels+Settings.swift") == """
        extension Labels {
          /// The labels under `settings`.
          public struct Settings: LabelGroup {
            /// The JSON key of each label whose key is not its Swift name.
            public static var labelKeys: [String: String] {
              [
                "about": "settings-about",
                "syncHint": "settings-sync-hint",
                "syncTitle": "settings-sync-title",
                "title": "settings-title",
                "privacy": "settings_privacy",
              ]
            }

            /// The key the app looks up for each label whose key is not its path.
            public static var sourceKeys: [String: String] {
              [
                "about": "settings-about",
                "syncHint": "settings-sync-hint",
                "syncTitle": "settings-sync-title",
                "title": "settings-title",
                "privacy": "settings_privacy",
              ]
            }

            /// `settings.settings-about`: "SETTINGS-ABOUT".
            public let about: String
            /// `settings.settings-sync-hint`: "SETTINGS-SYNC-HINT".
            public let syncHint: String
            /// `settings.settings-sync-title`: "SETTINGS-SYNC-TITLE".
            public let syncTitle: String
            /// `settings.settings-title`: "SETTINGS-TITLE".
            public let title: String
            /// `settings.settings_privacy`: "SETTINGS_PRIVACY".
            public let privacy: String

            /// Creates the labels under `settings`.
            public init(about: String, syncHint: String, syncTitle: String, title: String, privacy: String) {
              self.about = about
              self.syncHint = syncHint
              self.syncTitle = syncTitle
              self.title = title
              self.privacy = privacy
            }
          }
        }

        """)
    #expect(
      result.report.text.contains(
        """
        ## Grouped: 1

        Objects of more than 50 members split into groups; each label keeps its whole key in the JSON, \
        under its group.

        - /settings: 5 labels, keys starting settings

        """))
  }

  @Test func sentencesOfALargeObjectAreGroupedByFirstWordThenLettersByTheirInitial() throws {
    let keys =
      ["Ignore Case", "Ignore Whitespace"] + (0..<27).map { "Apple\($0)" } + (0..<28).map { "Banana\($0)" }
    let result = try generate(keys.map { entry($0) })
    #expect(
      result.report.groups == [
        .init(path: JSONPointer(["Ignore"]), labelCount: 2, prefix: "Ignore"),
        .init(path: JSONPointer(["A"]), labelCount: 27, prefix: "A"),
        .init(path: JSONPointer(["B"]), labelCount: 28, prefix: "B"),
      ])
    #expect(
      result.files.map(\.path).filter { $0.hasPrefix("Sources/") } == [
        "Sources/Labels/Labels+A.swift", "Sources/Labels/Labels+B.swift",
        "Sources/Labels/Labels+Ignore.swift",
        "Sources/Labels/Labels.swift",
      ])
    #expect(result.keys.key(of: JSONPointer(["Ignore", "Ignore Case"])) == "Ignore Case")
  }

  @Test func aGroupIsNamedByItsLabelsKeysNotByTheOtherKeys() throws {
    let keys = (0..<27).map { "Apple\($0)" } + (0..<28).map { "Banana\($0)" }
    let before = try generate(keys.map { entry($0) })
    let after = try generate((keys + ["Aardvark", "Cherry"]).map { entry($0) })
    #expect(before.keys.key(of: JSONPointer(["A", "Apple3"])) == "Apple3")
    #expect(after.keys.key(of: JSONPointer(["A", "Apple3"])) == "Apple3")
    #expect(after.keys.key(of: JSONPointer(["C", "Cherry"])) == "Cherry")
  }

  @Test func keysWithoutStructureStayInOneObjectRatherThanInNumberedParts() throws {
    let result = try generate((100..<220).map { entry("key\($0)") })
    #expect(result.report.groups == [])
    #expect(result.files.map(\.path).filter { $0.hasPrefix("Sources/") } == ["Sources/Labels/Labels.swift"])
  }

  @Test func gapsAndCatalogStatesGoIntoTheReviewState() throws {
    let file = FileLocation(file: "App.xcstrings")
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "App.xcstrings",
          entries: [
            TranslationEntry(
              key: "count", plural: ["one": "%lld file", "other": "%lld files"], location: file),
            TranslationEntry(key: "settings.title", value: "Settings", location: file),
          ]),
        TranslationTable(
          locale: LocaleIdentifier("de"), file: "App.xcstrings",
          entries: [
            TranslationEntry(
              key: "settings.title", value: "Einstellungen", location: file, state: .needsReview)
          ]),
      ], baseLocale: LocaleIdentifier("en"))
    #expect(
      try text(result, ImportPlan.reviewFileName) == """
        {
          "de": {
            "/count": {
              "state": "untranslated",
              "translation": {
                "@plural": {
                  "one": "%lld files",
                  "other": "%lld files"
                }
              }
            },
            "/settings/title": {
              "state": "needs-review",
              "translation": "Einstellungen"
            }
          }
        }

        """)
    let german = try LocaleIdentifier("de")
    #expect(result.report.reviewed == [.init(locale: german, key: "settings.title", state: .needsReview)])
    #expect(
      result.report.text.contains(
        """
        ## Review states kept: 1

        String Catalog translations marked new or needs_review, kept in Defaults/LabelsReview.json; lint \
        reports them until they change or `review confirm` clears them.

        - de: settings.title: needs-review

        """))
  }

  @Test func aCommentBecomesDocumentationThatNothingInItCanEnd() throws {
    let hostile = "  Shown */ on the \"login\" screen.\r\n// not code\u{0}\u{2028}struct Evil {}\n\n"
    let result = try generate([entry("title", comment: hostile), entry("plain")])
    #expect(
      try text(result, "Sources/Labels/Labels.swift").contains(
        """
          /// `plain`: "PLAIN".
          public let plain: String
          /// Shown */ on the "login" screen.
          ///
          /// // not code
          ///
          /// struct Evil {}
          ///
          /// `title`: "TITLE".
          public let title: String
        """))
    #expect(result.report.comments == ["title"])
  }
}
