import Foundation
import Testing

@testable import LabelsCommands

/// `import` of plural labels in process: the round trips from `emit` (``ShopLabels/counted(root:edit:)``)
/// and every `.stringsdict` key import refuses.
@Suite struct ImportPluralCommandTests {
  private static let stringsDictFiles = ["en", "ru", "uk"].flatMap {
    ["emit/\($0).lproj/Labels.strings", "emit/\($0).lproj/Labels.stringsdict"]
  }

  @Test func emitThenImportGivesBackThePluralsInBothFormats() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.counted(root: folder.url.path)
    #expect(CommandRun(["emit", "strings"], project: project).status == 0)
    #expect(CommandRun(["emit", "xcstrings"], project: project).status == 0)
    let strings = CommandRun(
      ["import", "strings"] + Self.stringsDictFiles + ["--output", "strings"], in: folder.url)
    #expect(strings.stderr == "")
    #expect(strings.status == 0)
    let catalog = CommandRun(
      ["import", "xcstrings", "emit/Labels.xcstrings", "--output", "xcstrings"], in: folder.url)
    #expect(catalog.stderr == "")
    #expect(catalog.status == 0)
    try GoldenFolder.check(folder.url.appendingPathComponent("strings"), matches: "import-plural")
    // The catalog is one file where the .strings are six; everything else is the same.
    var fromCatalog = try GoldenFolder.files(in: folder.url.appendingPathComponent("xcstrings"))
    var fromStrings = try GoldenFolder.files(in: folder.url.appendingPathComponent("strings"))
    #expect(
      fromCatalog.removeValue(forKey: "ImportReport.md").map { String(decoding: $0, as: UTF8.self) }
        == """
        # Import report

        Imported 3 labels in 3 locales (base en; ru, uk) from 1 file.
        Every locale has every key, and every key became a Swift name as it is.

        ## Plural labels: 1

        Imported as `Plural` with the forms each locale has; in the repository, lint names a form a locale lacks.

        - cart.count

        """)
    fromStrings["ImportReport.md"] = nil
    #expect(fromCatalog == fromStrings)
  }

  private static func stringsDict(_ entries: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(entries)
    </dict>
    </plist>

    """
  }

  private static func variable(_ name: String, type: String = "NSStringPluralRuleType") -> String {
    """
    <key>\(name)</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key><string>\(type)</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d file</string>
      <key>other</key><string>%d files</string>
    </dict>
    """
  }

  private static func key(_ key: String, format: String, _ variables: String...) -> String {
    """
    <key>\(key)</key>
    <dict>
      <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
      \(variables.joined(separator: "\n"))
    </dict>
    """
  }

  /// A `.stringsdict` key a label cannot carry stops the import naming it, or with --skip-unsupported
  /// is listed in the report; its plural keys are imported, text around a variable is a label of
  /// several counts, and a `.strings` text of the same key gives way to the plural.
  @Test func stringsDictKeysALabelCannotCarryAreRefusedByName() throws {
    let folder = try TemporaryDirectory()
    try folder.write("\"files\" = \"Files\";\n\"title\" = \"Title\";\n", to: "en.lproj/Localizable.strings")
    try folder.write(
      Self.stringsDict(
        [
          Self.key("both", format: "%#@a@ in %#@c@", Self.variable("a"), Self.variable("b")),
          Self.key("files", format: "%#@n@", Self.variable("n")),
          Self.key("found", format: "Found %#@n@", Self.variable("n")),
          Self.key("width", format: "%#@n@", Self.variable("n", type: "NSStringVariableWidthRuleType")),
        ].joined(separator: "\n")), to: "en.lproj/Localizable.stringsdict")
    let inputs = ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"]
    #expect(
      CommandRun(["import", "strings"] + inputs + ["--output", "out"], in: folder.url)
        == .init(
          stdout: "",
          stderr: """
            en.lproj/Localizable.stringsdict: error: key "both" (en) has a variable b its format does not \
            reference: a label cannot carry it; pass --skip-unsupported to import the rest and list it in \
            ImportReport.md
            en.lproj/Localizable.stringsdict: error: key "width" (en) has a variable of type \
            NSStringVariableWidthRuleType, not NSStringPluralRuleType: a label cannot carry it; pass \
            --skip-unsupported to import the rest and list it in ImportReport.md
            error: nothing was written

            """, status: 65))
    let skipped = CommandRun(
      ["import", "strings"] + inputs + ["--output", "out", "--skip-unsupported"], in: folder.url)
    #expect(skipped.stderr == "")
    #expect(skipped.status == 0)
    #expect(
      try folder.read("out/ImportReport.md") == """
        # Import report

        Imported 3 labels in 1 locale (base en) from 2 files.

        ## Plural labels: 1

        Imported as `Plural` with the forms each locale has; in the repository, lint names a form a locale lacks.

        - files

        ## Labels of several counts: 1

        Imported as `PluralText` (`PluralText1` or `PluralText2` when the format takes other arguments beside \
        its counts) with each locale's format and each variable's forms; in the repository, lint names a form \
        a locale lacks.

        - found

        ## Replaced by .stringsdict: 1

        A key in both a locale's .strings and .stringsdict is the .stringsdict plural, as Apple reads it.

        - en: files (en.lproj/Localizable.strings:1:1)

        ## Skipped: 2

        String Catalog entries and .stringsdict keys that hold more than a label can.

        - both (en): has a variable b its format does not reference
        - width (en): has a variable of type NSStringVariableWidthRuleType, not NSStringPluralRuleType

        """)
    #expect(
      try folder.read("out/Defaults/English/Labels+English.swift").contains(
        """
            files: .en(
              one: "%d file",
              other: "%d files"
            ),
        """))
  }

  @Test(arguments: [
    ("not a property list", "is not a property list"),
    (
      stringsDict("<key>a</key><string>A</string>"),
      "is not a .stringsdict file: \"a\" must be a dictionary with an NSStringLocalizedFormatKey string"
    ),
    (
      stringsDict(key("a", format: "%#@n@", variable("n")) + key("a", format: "%#@n@", variable("n"))),
      "has the key \"a\" twice in one dictionary; Foundation keeps only the last, so keep only one"
    ),
    (
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><array/></plist>\n",
      "is not a .stringsdict file: its root must be a dictionary of keys"
    ),
  ])
  func aFileThatIsNotAStringsDictExits65(contents: String, message: String) throws {
    let folder = try TemporaryDirectory()
    try folder.write(contents, to: "en.lproj/Localizable.stringsdict")
    #expect(
      CommandRun(
        ["import", "strings", "en.lproj/Localizable.stringsdict", "--output", "out"], in: folder.url)
        == .init(stdout: "", stderr: "en.lproj/Localizable.stringsdict: error: \(message)\n", status: 65))
  }
}
