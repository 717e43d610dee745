import Foundation
import Testing

/// What Xcode writes that a label cannot carry is refused by name, or skipped and listed with
/// `--skip-unsupported`; a `.stringsdict` that is not well-formed XML is bad data with its line and
/// column. Fixtures in `Fixtures/import-xcode`, written from Apple's formats: an App Shortcuts catalog
/// (phrases as `stringSet`, titles as `stringUnit`), a catalog with device variations, and a
/// `.stringsdict` with a raw U+0008.
@Suite struct ImportXcodeEntriesTests {
  private func folder() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-xcode", to: "in")
    return folder
  }

  @Test func stringSetsAndDeviceVariationsAreRefusedByName() throws {
    let folder = try folder()
    let run = CommandRun(
      ["import", "xcstrings", "in/AppShortcuts.xcstrings", "in/Devices.xcstrings", "--output", "out"],
      in: folder.url)
    #expect(
      run
        == .init(
          stdout: "",
          stderr: """
            in/AppShortcuts.xcstrings: error: key "Log a ${applicationName} workout" (en) has a string set \
            (several texts for one key, as App Shortcuts phrases are): a label cannot carry it; pass \
            --skip-unsupported to import the rest and list it in ImportReport.md
            in/AppShortcuts.xcstrings: error: key "Log a ${applicationName} workout" (fr) has a string set \
            (several texts for one key, as App Shortcuts phrases are): a label cannot carry it; pass \
            --skip-unsupported to import the rest and list it in ImportReport.md
            in/Devices.xcstrings: error: key "Tap or click a workout" (en) has device variations (a text per \
            device: iphone, mac): a label cannot carry it; pass --skip-unsupported to import the rest and list \
            it in ImportReport.md
            error: nothing was written

            """, status: 65))
  }

  @Test func withSkipUnsupportedTheRestIsImportedAndTheReportListsEverySkippedEntry() throws {
    let folder = try folder()
    let run = CommandRun(
      [
        "import", "xcstrings", "in/AppShortcuts.xcstrings", "in/Devices.xcstrings", "--output", "out",
        "--skip-unsupported",
      ], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("\n- Skipped: 3\n"))
    #expect(
      try folder.read("out/ImportReport.md").contains(
        """
        ## Skipped: 3

        String Catalog entries and .stringsdict keys that hold more than a label can.

        - Log a ${applicationName} workout (en): has a string set (several texts for one key, as App Shortcuts \
        phrases are)
        - Log a ${applicationName} workout (fr): has a string set (several texts for one key, as App Shortcuts \
        phrases are)
        - Tap or click a workout (en): has device variations (a text per device: iphone, mac)

        """))
    // Each catalog is a table of its own, so a group of its own.
    let french = try ["AppShortcuts", "Devices"].map {
      try folder.read("out/Defaults/French/\($0)+French.swift")
    }
    #expect(french[0].contains("\"Noter une séance\"") && french[1].contains("\"Séances\""))
  }

  @Test func aStringsDictThatIsNotWellFormedXMLExits65WithItsLineAndColumn() throws {
    let folder = try folder()
    let run = CommandRun(
      ["import", "strings", "in/en.lproj/Localizable.stringsdict", "--output", "out"], in: folder.url)
    #expect(
      run
        == .init(
          stdout: "",
          stderr:
            "in/en.lproj/Localizable.stringsdict:16:23: error: has the character U+0008, which XML does "
            + "not allow (not even as &#x8;); remove it\n",
          status: 65))
  }
}
