import Foundation
import Testing

@testable import LabelsCommands

@Suite struct ImportCommandTests {
  private static let usage =
    "usage: LabelsParser import strings|xcstrings PATH... --output DIR [--base LOCALE] [--force] "
    + "[--skip-unsupported] [--accept-sparse-base]\n"
  private static let fixtureFiles = [
    "Resources/en.lproj/Localizable.strings", "Resources/is.lproj/Localizable.strings",
    "Resources/pt-BR.lproj/Localizable.strings",
  ]

  private func importFixture(in folder: TemporaryDirectory, _ extra: [String] = []) throws
    -> CommandRun
  {
    CommandRun(
      ["import", "strings"] + Self.fixtureFiles + ["--output", "out"] + extra, in: folder.url)
  }

  @Test func refusesToOverwriteWithoutForceAndWritesNothing() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import/Resources", to: "Resources")
    #expect(try importFixture(in: folder).status == 0)
    try folder.write("// edited\n", to: "out/Defaults/English/Labels+English.swift")
    try folder.write("// edited\n", to: "out/ImportReport.md")
    let before = try GoldenFolder.files(in: folder.url.appendingPathComponent("out"))

    let refused = try importFixture(in: folder)
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            out/Defaults/English/Labels+English.swift: error: exists with other contents; pass --force to overwrite it
            out/ImportReport.md: error: exists with other contents; pass --force to overwrite it
            error: nothing was written

            """, status: 73))
    #expect(try GoldenFolder.files(in: folder.url.appendingPathComponent("out")) == before)

    let forced = try importFixture(in: folder, ["--force"])
    #expect(forced.status == 0)
    #expect(forced.stderr == "")
    #expect(
      forced.stdout.hasPrefix(
        "wrote out/Defaults/English/Labels+English.swift\nwrote out/ImportReport.md\n"
          + "out: 2 of 38 files changed\n\n"))
    try GoldenFolder.check(folder.url.appendingPathComponent("out"), matches: "import/fixture")

    let again = try importFixture(in: folder)
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("out is up to date (38 files)\n\n# Import report\n"))
  }

  @Test func writesOnlyTheTeamsPaths() throws {
    let generated = GoldenFolder.directory.appendingPathComponent("import/fixture")
    let paths = try #require(FileManager.default.subpaths(atPath: generated.path)).filter {
      (try? generated.appendingPathComponent($0).resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
        == true
    }
    #expect(!paths.isEmpty)
    for path in paths {
      #expect(
        path.hasPrefix("Sources/Labels/") || path.hasPrefix("Defaults/") || path == "ImportReport.md",
        "import writes \(path), which is not a path the team owns (docs/layout.md)")
      // The toolchain compiles its own LocaleLabels into the Labels module (Sources/LabelsModule).
      let text = try String(contentsOf: generated.appendingPathComponent(path), encoding: .utf8)
      #expect(!text.contains("struct LocaleLabels"), "\(path) declares the toolchain's LocaleLabels")
    }
  }

  @Test func warnsAboutSwiftFilesItDoesNotWrite() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import/Resources", to: "Resources")
    try folder.write("struct Old {}\n", to: "out/Sources/Labels/Labels+Old.swift")
    try folder.write("struct Older {}\n", to: "out/Defaults/Labels+English.swift")
    try folder.write("struct Oldest {}\n", to: "out/Defaults/English/Login+English.swift")
    let result = try importFixture(in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        out/Defaults/Labels+English.swift: warning: is not written by import; delete it if it belongs to an older schema
        out/Defaults/English/Login+English.swift: warning: is not written by import; delete it if it belongs to an older schema
        out/Sources/Labels/Labels+Old.swift: warning: is not written by import; delete it if it belongs to an older schema

        """)
  }

  @Test func aCatalogImportsLikeTheStringsTablesItWasEmittedWith() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["emit", "strings"], project: project).status == 0)
    #expect(CommandRun(["emit", "xcstrings"], project: project).status == 0)
    let tables = ["en", "ru", "uk"].map { "emit/\($0).lproj/Labels.strings" }
    #expect(
      CommandRun(["import", "strings"] + tables + ["--output", "a"], in: folder.url).status
        == 0)
    let catalog = CommandRun(
      ["import", "xcstrings", "emit/Labels.xcstrings", "--output", "b"], in: folder.url)
    #expect(catalog.status == 0)
    #expect(catalog.stdout.contains("Imported 5 labels in 3 locales (base en; ru, uk) from 1 file.\n"))
    for generated in ["Sources", "Defaults"] {
      #expect(
        try GoldenFolder.files(in: folder.url.appendingPathComponent("a/\(generated)"))
          == GoldenFolder.files(in: folder.url.appendingPathComponent("b/\(generated)")))
    }
  }

  /// A String Catalog whose one key is a 704-character Markdown paragraph with links: its nested groups
  /// once named files longer than a file system accepts, and the import stopped with exit 73; now it is
  /// one label.
  @Test func aParagraphKeyImportsWithBoundedFileNames() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-long-key", to: "in")
    let result = CommandRun(
      ["import", "xcstrings", "in/Legal.xcstrings", "--output", "out"], in: folder.url)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout.contains("out: 7 of 7 files changed\n"))
    // The paragraph is a sentence: one label of the root, with a short Swift name.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.appendingPathComponent("out/Sources/Labels").path)
    #expect(names == ["Labels.swift"])
  }

  /// A catalog entry a label cannot carry is never dropped in silence: the import stops naming it,
  /// or, with --skip-unsupported, imports the rest and lists it in the report.
  /// damus took five runs of init, each stopping at the first file with a problem: every malformed file
  /// is named in one run, each with every problem that leaves it readable and the first that does not,
  /// and nothing is written.
  @Test func everyMalformedFileIsNamedInOneRun() throws {
    let folder = try TemporaryDirectory()
    try folder.write(#""a" = "A";"#, to: "in/en.lproj/L.strings")
    // A second byte order mark, as 26 of damus's tables start.
    try folder.write("\u{FEFF}\u{FEFF}\"a\" = \"Б\";", to: "in/ru.lproj/L.strings")
    try folder.write(#""a" = "A";"a" = "B";"b" = "\q";"b" = "C""#, to: "in/de.lproj/L.strings")
    let refused = CommandRun(
      [
        "import", "strings", "in/en.lproj/L.strings", "in/ru.lproj/L.strings", "in/de.lproj/L.strings",
        "--output", "out",
      ],
      in: folder.url)
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            in/ru.lproj/L.strings:1:1: error: unexpected U+FEFF; expected a quoted key such as "title"
            in/de.lproj/L.strings:1:11: error: duplicate key "a"; it is first defined on line 1; keep only one
            in/de.lproj/L.strings:1:41: error: missing ';' after the value of "b"
            error: 2 files are malformed; nothing was written

            """, status: 65))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
  }

  @Test func anEntryImportCannotCarryStopsTheImportUnlessSkipped() throws {
    let folder = try TemporaryDirectory()
    try folder.write(
      """
      {
        "sourceLanguage": "en",
        "strings": {
          "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Title"}}}},
          "files": {
            "localizations": {
              "en": {
                "variations": {
                  "device": {
                    "iphone": {"stringUnit": {"state": "translated", "value": "Tap a file"}},
                    "mac": {"stringUnit": {"state": "translated", "value": "Click a file"}}
                  }
                }
              }
            }
          }
        }
      }
      """, to: "in/App.xcstrings")
    let refused = CommandRun(["import", "xcstrings", "in/App.xcstrings", "--output", "out"], in: folder.url)
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            in/App.xcstrings: error: key "files" (en) has device variations (a text per device: iphone, mac): a label \
            cannot carry it; pass --skip-unsupported to import the rest and list it in ImportReport.md
            error: nothing was written

            """, status: 65))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    let skipped = CommandRun(
      ["import", "xcstrings", "in/App.xcstrings", "--output", "out", "--skip-unsupported"], in: folder.url)
    #expect(skipped.status == 0)
    // The terminal shows the summary; the report beside the import holds every key.
    #expect(skipped.stdout.contains("\n- Skipped: 1\n"))
    #expect(skipped.stdout.hasSuffix("The whole report, with every key: out/ImportReport.md\n"))
    #expect(
      try folder.read("out/ImportReport.md").contains(
        "- files (en): has device variations (a text per device: iphone, mac)\n"))
  }

  private static let badInputs: [(arguments: [String], status: Int32, stderr: String)] = [
    (
      ["strings", "en.lproj/Bad.strings", "--output", "out"], 65,
      "en.lproj/Bad.strings:2:10: error: missing ';' after the value of \"c\"\n"
    ),
    (
      ["strings", "Localizable.strings", "--output", "out"], 65,
      "Localizable.strings: error: is not inside a <locale>.lproj folder, so its locale is unknown; "
        + "import files such as Resources/en.lproj/Localizable.strings\n"
    ),
    (
      ["strings", "de.lproj/Good.strings", "--output", "out"], 64,
      "error: no input holds the base locale en; pass --base with one of: de\n"
    ),
    (
      ["strings", "de.lproj/Missing.strings", "--output", "out"], 66,
      "de.lproj/Missing.strings: error: no such file\n"
    ),
    (
      ["xcstrings", "Bad.xcstrings", "--output", "out"], 65,
      "Bad.xcstrings:5:5: error: duplicate key \"a\" in one object; readers disagree on which value wins, "
        + "so keep only one\n"
    ),
    (
      ["xcstrings", "German.xcstrings", "English.xcstrings", "--output", "out"], 64,
      "error: the catalogs name different source languages (de, en); pass --base\n"
    ),
  ]

  @Test(arguments: badInputs)
  func badInputsExitWithTheirCodeAndPosition(arguments: [String], status: Int32, stderr: String) throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-errors", to: "in")
    let result = CommandRun(
      ["import"] + arguments, in: folder.url.appendingPathComponent("in"))
    #expect(result == .init(stdout: "", stderr: stderr, status: status))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("in/out").path))
  }

  @Test func baseLprojIsReadAsTheBaseLocaleAndTheReportSaysSo() throws {
    let folder = try TemporaryDirectory()
    try folder.write("\"title\" = \"Cart\";\n", to: "Resources/Base.lproj/Localizable.strings")
    try folder.write("\"title\" = \"Корзина\";\n", to: "Resources/ru.lproj/Localizable.strings")
    let result = CommandRun(
      [
        "import", "strings", "Resources/Base.lproj/Localizable.strings",
        "Resources/ru.lproj/Localizable.strings",
        "--output", "out",
      ], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Imported 1 label in 2 locales (base en; ru) from 2 files.\n"))
    #expect(
      try folder.read("out/ImportReport.md").contains(
        "- Resources/Base.lproj/Localizable.strings: read as en, the base locale (Base Internationalization)")
    )
  }

  @Test func baseNamesTheLocaleTheOthersAreTranslatedFrom() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-errors", to: "in")
    let result = CommandRun(
      ["import", "xcstrings", "German.xcstrings", "English.xcstrings", "--base=de", "--output", "out"],
      in: folder.url.appendingPathComponent("in"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("Imported 1 label in 2 locales (base de; en) from 2 files.\n"))
  }

  @Test(arguments: [
    (["import"], "name the format: strings or xcstrings"),
    (["import", "po", "a.po"], "unknown format 'po'; expected strings or xcstrings"),
    (["import", "strings", "--output", "out"], "name at least one file to import"),
    (
      ["import", "strings", "a.strings"], "--output is required: the folder to write the sources into"
    ),
    (
      ["import", "strings", "a.strings", "--output", "out", "--base", "en_US"],
      "--base names an invalid locale \"en_US\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans"
    ),
    (
      ["import", "strings", "a.strings", "--output", "out", "--force=yes"],
      "option --force takes no value"
    ),
  ])
  func usageErrorsNameTheProblemAndTheUsage(arguments: [String], message: String) {
    let error = Invocation.usageError(arguments)
    #expect(error?.message == message)
    #expect(error.map { $0.usage + "\n" } == Self.usage)
  }
}
