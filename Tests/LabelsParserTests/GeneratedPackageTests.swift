import Foundation
import LabelsCore
import LabelsKit
import Testing

/// The one test that compiles generated sources: the three imports below go into a scratch package with a
/// tiny program that prints every locale's labels as JSON. Each import is compiled as it is when it
/// replaces this repository's `Sources/Labels` and `Defaults/`: its `Labels` module is its
/// `Sources/Labels` with the toolchain's `Sources/LabelsModule`, on `LabelsSchema` and `LabelsCore`, all
/// three copied from this package. Builds are slow, so the whole suite builds once, here.
@Suite struct GeneratedPackageTests {
  private static let fixtureFiles = ["en", "is", "pt-BR"].map { "Resources/\($0).lproj/Localizable.strings" }

  @Test func importedSourcesBuildAndExportTheDocumentsTheyCameFrom() throws {
    let folder = try TemporaryDirectory()
    // The fixture app, with one gap: Ukrainian has no reset link.
    let project = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "uk" { labels.login.forgotPassword = nil }
    }
    #expect(CommandRun(["export", "--output", folder.url.path + "/exported"], project: project).status == 0)
    #expect(CommandRun(["emit", "strings"], project: project).status == 0)

    // The round trip: the defaults emitted as .strings and imported again.
    let tables = ["en", "ru", "uk"].map { "emit/\($0).lproj/Labels.strings" }
    let roundTrip = CommandRun(
      ["import", "strings"] + tables + ["--output", "package/roundtrip"], in: folder.url)
    let report = try folder.read("package/roundtrip/ImportReport.md")
    #expect(
      report == """
        # Import report

        Imported 5 labels in 3 locales (base en; ru, uk) from 3 files.

        ## Missing translations: 1

        Filled with the en text, marked `// missing in <locale>` in the locale's folder Defaults/<Language>/ \
        and untranslated in Defaults/LabelsReview.json; translate them there.

        - uk: login.forgotPassword

        ## Typed labels: 2

        Texts with printf placeholders, typed by the base text's: the app calls the label with its \
        arguments, and lint refuses a locale whose text takes others (argument-mismatch).

        - cart.count: Template<Int>
        - login.greeting: Template<String>

        """)
    let locales = ["English", "Russian", "Ukrainian"].map { language in
      ["Cart", "Labels", "Login"].map { "Defaults/\(language)/\($0)+\(language).swift" }
    }
    let written =
      locales[0] + [
        "Defaults/LabelsCatalog+Untranslated.swift", "Defaults/LabelsCatalog.swift",
        "Defaults/LabelsReview.json",
      ] + locales[1] + locales[2] + [
        "ImportReport.md", "Sources/Labels/Labels+Cart.swift", "Sources/Labels/Labels+Login.swift",
        "Sources/Labels/Labels.swift",
      ]
    #expect(
      roundTrip
        == .init(
          stdout: written.map { "wrote package/roundtrip/\($0)\n" }.joined()
            + "package/roundtrip: 16 of 16 files changed\n\n" + """
              # Import report

              Imported 5 labels in 3 locales (base en; ru, uk) from 3 files.

              - Missing translations: 1
              - Typed labels: 2

              The whole report, with every key: package/roundtrip/ImportReport.md

              """,
          stderr: "", status: 0))

    // A team's tables with gaps, collisions, keywords and escapes, in UTF-8 and UTF-16.
    try folder.copy(fixture: "import/Resources", to: "Resources")
    let fixture = CommandRun(
      ["import", "strings"] + Self.fixtureFiles + ["--output", "package/fixture"], in: folder.url)
    #expect(fixture.status == 0)
    #expect(fixture.stderr == "")
    try GoldenFolder.check(folder.url.appendingPathComponent("package/fixture"), matches: "import/fixture")

    // A project with plural labels, emitted as .strings with .stringsdict and imported again.
    let counted = ShopLabels.counted(root: folder.url.path + "/counted")
    #expect(
      CommandRun(["export", "--output", folder.url.path + "/exported-plural"], project: counted).status == 0)
    #expect(CommandRun(["emit", "strings"], project: counted).status == 0)
    let pluralTables = ["en", "ru", "uk"].flatMap {
      ["counted/emit/\($0).lproj/Labels.strings", "counted/emit/\($0).lproj/Labels.stringsdict"]
    }
    let plural = CommandRun(
      ["import", "strings"] + pluralTables + ["--output", "package/plural"], in: folder.url)
    #expect(plural.stderr == "")
    #expect(plural.status == 0)

    // A flat catalog large enough to be grouped, with hostile texts and comments: linted, not built.
    try folder.write(
      String(decoding: CanonicalJSONWriter.bytes(Self.flatCatalog), as: UTF8.self), to: "flat/App.xcstrings")
    let flat = CommandRun(
      ["import", "xcstrings", "flat/App.xcstrings", "--output", "package/flat"], in: folder.url)
    #expect(flat.stderr == "")
    #expect(flat.status == 0)
    #expect(
      try folder.read("package/flat/ImportReport.md").contains(
        "\n- /account: 30 labels, keys starting account\n"))

    // Labels of several counts from a String Catalog's substitutions (ImportPluralTextTests checks the
    // sources): built, and called as the app calls them.
    try folder.copy(fixture: "import-plural-texts/Labels.xcstrings", to: "counts/Labels.xcstrings")
    let counts = CommandRun(
      ["import", "xcstrings", "counts/Labels.xcstrings", "--skip-unsupported", "--output", "package/counts"],
      in: folder.url)
    #expect(counts.stderr == "")
    #expect(counts.status == 0)

    let lint = try LabelsParserRunner.run(
      [
        "swift", "format", "lint", "--strict", "--recursive", "--configuration",
        LabelsParserRunner.packageRoot.appendingPathComponent(".swift-format").path, "roundtrip", "fixture",
        "plural", "flat", "counts",
      ], in: folder.url.appendingPathComponent("package"), program: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(lint == .init(stdout: "", stderr: "", status: 0), "the generated sources pass the project's lint")

    let printed = try buildAndRun(folder.url.appendingPathComponent("package"))

    let exported = try ["en", "ru", "uk"].map { locale in
      (locale, try StrictJSONReader.read(Array(folder.read("exported/1.0.0/\(locale).json").utf8)))
    }
    var expected = Dictionary(uniqueKeysWithValues: exported)
    expected["uk"] = try #require(expected["uk"]).setting(
      ["login", "forgotPassword"], to: "Forgot password?")
    #expect(printed["roundtrip"]?.base == "en")
    #expect(printed["roundtrip"]?.locales == ["en", "ru", "uk"])
    #expect(
      printed["roundtrip"]?.documents == expected, "the round trip changes only the gap the report lists")

    let imported = try #require(printed["fixture"])
    #expect(imported.base == "en")
    #expect(imported.locales == ["en", "is", "pt-BR"])
    let documents = folder.url.appendingPathComponent("documents")
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    for (locale, document) in imported.documents {
      try Data(CanonicalJSONWriter.bytes(document)).write(
        to: documents.appendingPathComponent("\(locale).json"))
    }
    try GoldenFolder.check(documents, matches: "import/fixture-documents")
    // Icelandic swapped the arguments without positions, so it has the base text until translated.
    #expect(
      printed["calls"]?.calls == [
        "en": "Ana has 3 items | Ana paid 12.50 for 3 items",
        "is": "Ana has 3 items | Ana paid 12.50 for 3 items",
        "pt-BR": "3 itens de Ana | Ana pagou 12.50 por 3 itens",
      ])

    let pluralExported = try ["en", "ru", "uk"].map { locale in
      (locale, try StrictJSONReader.read(Array(folder.read("exported-plural/1.0.0/\(locale).json").utf8)))
    }
    #expect(printed["plural"]?.base == "en")
    #expect(printed["plural"]?.locales == ["en", "ru", "uk"])
    #expect(
      printed["plural"]?.documents == Dictionary(uniqueKeysWithValues: pluralExported),
      "emit then import gives back every plural form, =0 included")
    try expectEveryLocaleHoldsItsTextsOrTheBaseText(imported.documents, folder: folder)

    let countsRead = try TranslationTable.tables(
      catalogFile: "Labels.xcstrings", bytes: Array(folder.read("counts/Labels.xcstrings").utf8))
    let countsImported = try ImportPlan.generate(
      countsRead.tables, baseLocale: countsRead.sourceLanguage, skipped: countsRead.skipped)
    #expect(printed["counts"]?.base == "en")
    #expect(printed["counts"]?.locales == ["en", "ar", "ru"])
    #expect(
      printed["counts"]?.documents
        == Dictionary(
          uniqueKeysWithValues: countsImported.documents.documents.map { ($0.key.rawValue, $0.value) }),
      "the compiled defaults encode the documents the import judged")
    // Russian reorders the positional counts, and the count of `boosted` before its name; Arabic's
    // `threads` had its missing `few` filled.
    #expect(
      printed["countcalls"]?.calls == [
        "en": "2 new messages in 1 thread | 3 followers · 1 post | Liked by 2 people. | Ana has 3 posts | "
          + "Ana boosted 1 post",
        "ru": "1 беседа: 2 новых | 3 подписчика · 1 запись | Нравится 2 людям. | У Ana 3 записи | "
          + "1 запись продвинул Ana",
        "ar": "رسالةان في محادثة واحد | 3 متابعات · منشور واحد | أعجب شخصان. | لدى Ana 3 منشورات | "
          + "Ana عزز منشور واحد",
      ])
  }

  /// Independently of the golden files: each printed document, flattened as emit flattens it, holds every
  /// base key with the locale's text, or the base text where the locale has none or lint refuses its
  /// text (Icelandic's `cart.summary` swaps the typed arguments), and nothing else.
  private func expectEveryLocaleHoldsItsTextsOrTheBaseText(
    _ documents: [String: JSONValue], folder: TemporaryDirectory
  ) throws {
    let refused = ["is": ["cart.summary"]]
    var inputs: [String: [String: String]] = [:]
    for (locale, path) in zip(["en", "is", "pt-BR"], Self.fixtureFiles) {
      let entries = try StringsFileReader.read(
        Array(Data(contentsOf: folder.url.appendingPathComponent(path))))
      inputs[locale] = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value) }).filter {
        !(refused[locale] ?? []).contains($0.key)
      }
    }
    let base = try #require(inputs["en"])
    // The keys emit writes: the one source key the import wrote, for the key the store refuses (emit
    // reading it from imported sources is tested in process, in ImportedSchemaRoundTripTests).
    let sourceKeys = ["/login%2Etitle": "login.title"]
    for (locale, values) in inputs {
      let expected = base.keys.sorted(by: CanonicalJSONWriter.keyPrecedes).map { key in
        DottedLabel(key: key, value: values[key] ?? base[key] ?? "")
      }
      let document = try #require(documents[locale])
      #expect(
        try DottedKeys.labels(of: document, locale: LocaleIdentifier(locale), sourceKeys: sourceKeys).texts
          == expected)
    }
  }

  private struct Printed: Equatable {
    var base = ""
    var locales: [String] = []
    var documents: [String: JSONValue] = [:]
    /// What the typed labels' calls printed, by locale.
    var calls: [String: String] = [:]
  }

  /// Writes the scratch package around the two imports, builds it once, runs it, and reads what it printed.
  private func buildAndRun(_ package: URL) throws -> [String: Printed] {
    try Data(Self.manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
    try copyToolchainSources(into: package)
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Dump"), withIntermediateDirectories: true)
    try Data(Self.dump.utf8).write(to: package.appendingPathComponent("Dump/main.swift"))
    let build = try LabelsParserRunner.run(
      ["swift", "build", "--package-path", package.path], in: package,
      program: URL(fileURLWithPath: "/usr/bin/env"))
    try #require(build.status == 0, "the generated sources do not build:\n\(build.stdout)\(build.stderr)")
    let run = try LabelsParserRunner.run(
      [], in: package, program: package.appendingPathComponent(".build/debug/Dump"))
    try #require(run.status == 0, "the generated package cannot print its labels:\n\(run.stderr)")
    var printed: [String: Printed] = [:]
    for line in run.stdout.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
      try #require(fields.count == 3, "unexpected output line: \(line)")
      if fields[1] == "base" {
        printed[fields[0], default: Printed()].base = fields[2]
      } else if fields[0] == "calls" || fields[0] == "countcalls" {
        printed[fields[0], default: Printed()].calls[fields[1]] = fields[2]
      } else {
        printed[fields[0], default: Printed()].locales.append(fields[1])
        printed[fields[0], default: Printed()].documents[fields[1]] = try StrictJSONReader.read(fields[2])
      }
    }
    return printed
  }

  /// Copies this package's toolchain folders the imports build on: `LabelsCore` (without its CLDR data)
  /// and `LabelsSchema` to the package's root, and `LabelsModule` beside each import's `Sources/Labels`.
  /// Whole folders: everything else in the repository is the team's or not compiled with the labels.
  private func copyToolchainSources(into package: URL) throws {
    let files = FileManager.default
    let sources = LabelsParserRunner.packageRoot.appendingPathComponent("Sources")
    for folder in ["LabelsCore", "LabelsSchema"] {
      try files.copyItem(
        at: sources.appendingPathComponent(folder), to: package.appendingPathComponent(folder))
    }
    try files.removeItem(at: package.appendingPathComponent("LabelsCore/Plurals/CLDR"))
    for target in ["roundtrip", "fixture", "plural", "counts"] {
      try files.copyItem(
        at: sources.appendingPathComponent("LabelsModule"),
        to: package.appendingPathComponent("\(target)/Sources/LabelsModule"))
    }
  }

  /// A String Catalog of 72 flat keys (grouped by import) in English and German, whose texts hold
  /// quotes, backslashes, line breaks, tabs, `%@`, emoji and lines longer than swift-format allows, and
  /// whose comments try to end the documentation comment.
  private static let flatCatalog: JSONValue = {
    let long = String(repeating: "A \"quoted\" \\ back\tslash, %@ and 😀 über alles. ", count: 4)
    var strings: [String: JSONValue] = [:]
    let keys =
      (1...30).map { "account-settings-item\($0)-title" } + (1...30).map { "timeline_row\($0)" }
      + (1...12).map { "Keeps your home timeline up to date (\($0)): don't wait!" }
    for (index, key) in keys.enumerated() {
      let unit: (String) -> JSONValue = { text in
        .object(["stringUnit": .object(["state": .string("translated"), "value": .string(text)])])
      }
      var entry: [String: JSONValue] = [
        "localizations": .object(["en": unit(long + key), "de": unit("Übersetzt\n\(index) \(long)")])
      ]
      if index.isMultiple(of: 5) {
        entry["comment"] = .string("Ends here */ or\r\nnot \u{0}\u{2028}struct Evil {}")
      }
      strings[key] = .object(entry)
    }
    return .object(["sourceLanguage": .string("en"), "version": .string("1.0"), "strings": .object(strings)])
  }()

  /// Every import names its modules `Labels` and `Defaults`; the fixture's and the plural import's are
  /// renamed with a module alias, so the generated sources compile exactly as they were written.
  private static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Generated",
      targets: [
        .target(
          name: "Labels", dependencies: ["LabelsSchema"], path: "roundtrip/Sources",
          sources: ["Labels", "LabelsModule"]),
        .target(
          name: "Defaults", dependencies: ["Labels"], path: "roundtrip/Defaults", exclude: ["LabelsReview.json"]),
        .target(
          name: "FixtureLabels", dependencies: ["LabelsSchema"], path: "fixture/Sources",
          sources: ["Labels", "LabelsModule"]),
        .target(
          name: "FixtureDefaults", dependencies: ["FixtureLabels"], path: "fixture/Defaults",
          exclude: ["LabelsReview.json"],
          swiftSettings: [.unsafeFlags(["-module-alias", "Labels=FixtureLabels"])]),
        .target(name: "LabelsCore", path: "LabelsCore"),
        .target(name: "LabelsSchema", dependencies: ["LabelsCore"], path: "LabelsSchema"),
        .target(
          name: "PluralLabels", dependencies: ["LabelsSchema"], path: "plural/Sources",
          sources: ["Labels", "LabelsModule"]),
        .target(
          name: "PluralDefaults", dependencies: ["PluralLabels"], path: "plural/Defaults",
          exclude: ["LabelsReview.json"],
          swiftSettings: [.unsafeFlags(["-module-alias", "Labels=PluralLabels"])]),
        .target(
          name: "CountsLabels", dependencies: ["LabelsSchema"], path: "counts/Sources",
          sources: ["Labels", "LabelsModule"]),
        .target(
          name: "CountsDefaults", dependencies: ["CountsLabels"], path: "counts/Defaults",
          exclude: ["LabelsReview.json"],
          swiftSettings: [.unsafeFlags(["-module-alias", "Labels=CountsLabels"])]),
        .executableTarget(
          name: "Dump", dependencies: ["Defaults", "FixtureDefaults", "PluralDefaults", "CountsDefaults"],
          path: "Dump"),
      ]
    )

    """

  /// Prints `<catalog> base <locale>`, then `<catalog> <locale> <JSON>` per locale in catalog order.
  private static let dump = """
    import CountsDefaults
    import Defaults
    import FixtureDefaults
    import Foundation
    import PluralDefaults

    let encoder = JSONEncoder()
    print("roundtrip base \\(Defaults.LabelsCatalog.baseLocale)")
    // What the project's own command line reads of a catalog besides its locales.
    _ = (Defaults.LabelsCatalog.aliases, Defaults.LabelsCatalog.untranslated)
    for entry in Defaults.LabelsCatalog.locales {
      print("roundtrip \\(entry.locale) " + String(decoding: try encoder.encode(entry.labels), as: UTF8.self))
    }
    print("fixture base \\(FixtureDefaults.LabelsCatalog.baseLocale)")
    for entry in FixtureDefaults.LabelsCatalog.locales {
      print("fixture \\(entry.locale) " + String(decoding: try encoder.encode(entry.labels), as: UTF8.self))
      // The typed labels, called as the app calls them.
      let cart = entry.labels.cart
      print("calls \\(entry.locale) \\(cart.summary("Ana", 3)) | \\(cart.total("Ana", 12.5, 3))")
    }
    print("plural base \\(PluralDefaults.LabelsCatalog.baseLocale)")
    for entry in PluralDefaults.LabelsCatalog.locales {
      print("plural \\(entry.locale) " + String(decoding: try encoder.encode(entry.labels), as: UTF8.self))
    }
    print("counts base \\(CountsDefaults.LabelsCatalog.baseLocale)")
    for entry in CountsDefaults.LabelsCatalog.locales {
      print("counts \\(entry.locale) " + String(decoding: try encoder.encode(entry.labels), as: UTF8.self))
      let labels = entry.labels
      let activity = labels.inbox.activity([.messages: 2, .threads: 1])
      let stats = labels.profile.stats([.followers: 3, .posts: 1])
      let posted = labels.profile.posted([.posts: 3], "Ana")
      let boosted = labels.profile.boosted([.count: 1], "Ana")
      print(
        "countcalls \\(entry.locale) \\(activity) | \\(stats) | \\(labels.photos.liked([.count: 2])) | "
          + "\\(posted) | \\(boosted)")
    }

    """
}

extension JSONValue {
  /// The document with the string at an object path set, creating nothing else.
  fileprivate func setting(_ path: [String], to text: String) throws -> JSONValue {
    guard let key = path.first else { return .string(text) }
    guard case .object(var members) = self else { throw CocoaError(.coderInvalidValue) }
    members[key] = try (members[key] ?? .object([:])).setting(Array(path.dropFirst()), to: text)
    return .object(members)
  }
}
