import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct ReportRenderingTests {
  /// A report with every rule: the `rich` folders, en the base locale.
  private static func richReport() throws -> ChangeReport {
    try DiffFixtures.folderReport("rich")
  }

  /// Points each change at the canonical export file it is about: the NEW version's file, or OLD's for
  /// a removal, at the line of its pointer (or its nearest ancestor).
  private static func locateInExports() throws -> (Change) -> FileLocation? {
    let old = try DiffFixtures.documents("rich", "old", baseLocale: "en")
    let new = try DiffFixtures.documents("rich", "new", baseLocale: "en")
    return { change in
      guard let locale = change.locale else { return nil }
      let inNew = change.rule.addressesNewDocument
      guard let document = (inNew ? new : old).documents[locale] else { return nil }
      let line = CanonicalLineIndex(document).nearestLine(of: change.path)
      return FileLocation(file: "Exports/\(inNew ? "2.0.0" : "1.0.0")/\(locale).json", line: line)
    }
  }

  @Test func formatsAreNamedAsTheOptionSpellsThem() {
    #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "github", "markdown"])
  }

  @Test func theRichReportHasEveryRule() throws {
    #expect(Set(try Self.richReport().changes.map(\.rule)) == Set(ChangeRule.allCases))
  }

  @Test func text() throws {
    try Golden.check(try Self.richReport().rendered(as: .text), matches: "report/rich.txt")
  }

  @Test func colouredText() throws {
    try Golden.check(
      try Self.richReport().rendered(as: .text, colour: true), matches: "report/rich-colour.txt")
  }

  @Test func json() throws {
    let text = try Self.richReport().rendered(as: .json)
    try Golden.check(text, matches: "report/rich.json")
    let value = try StrictJSONReader.read(text)
    #expect(CanonicalJSONWriter.string(value) == text)
  }

  @Test func github() throws {
    let report = try Self.richReport()
    try Golden.check(
      report.rendered(as: .github, locate: try Self.locateInExports()), matches: "report/rich.github.txt")
  }

  @Test func markdown() throws {
    try Golden.check(try Self.richReport().rendered(as: .markdown), matches: "report/rich.md")
  }

  @Test func identicalReportsSaySoInOneLine() {
    let report = ChangeReport([])
    #expect(report.rendered(as: .text) == "verdict: identical (suggested bump: none) — no changes\n")
    #expect(
      report.rendered(as: .text, colour: true)
        == "verdict: \u{1B}[32midentical\u{1B}[0m (suggested bump: none) — no changes\n")
    #expect(report.rendered(as: .github) == "verdict: identical (suggested bump: none) — no changes\n")
    #expect(
      report.rendered(as: .markdown) == "## Labels diff: identical (suggested bump: none)\n\nNo changes.\n")
    #expect(
      report.rendered(as: .json) == """
        {
          "changes": [],
          "suggestedBump": "none",
          "summary": {
            "additive": 0,
            "breaking": 0,
            "content": 0
          },
          "verdict": "identical"
        }

        """)
  }

  @Test func textOmitsTheLocaleColumnWhenNoChangeHasOne() {
    let report = ChangeReport([
      Change(rule: .valueChanged, path: JSONPointer(["a"]), old: .string("x"), new: .string("y")),
      Change(rule: .keyAdded, path: JSONPointer(["list", "0", "b"]), new: .number("1"), id: "k"),
    ])
    #expect(
      report.rendered(as: .text) == """
          additive  key-added      /list/0/b id="k"  1

          content   value-changed  /a                "x" → "y"

        verdict: additive (suggested bump: minor) — 0 breaking, 1 additive, 1 content

        """)
  }

  @Test func githubEscapesPropertiesAndMessages() throws {
    let report = ChangeReport([
      Change(
        rule: .valueChanged, locale: try LocaleIdentifier("en"), path: JSONPointer(["a,b:c"]),
        old: .string("50%"), new: .string("line\r\nbreak"))
    ])
    let output = report.rendered(as: .github) { _ in FileLocation(file: "dir,1/x:y%.json") }
    #expect(
      output == """
        ::notice file=dir%2C1/x%3Ay%25.json,title=value-changed::en /a,b:c: value changed ("50%25" → "line\\r\\nbreak")
        verdict: content (suggested bump: none) — 0 breaking, 0 additive, 1 content

        """)
    let raw = ChangeReport([Change(rule: .keyAdded, path: JSONPointer(["k"]), hint: "a\nb%")])
    #expect(
      raw.rendered(as: .github).hasPrefix("::warning title=key-added::/k: key added (nothing); a\\nb%25\n"))
  }

  /// Changes whose keys, values, ids and hints try to forge lines, workflow commands, terminal escapes
  /// and Markdown.
  private static func hostileReport() throws -> ChangeReport {
    let en = try LocaleIdentifier("en")
    return ChangeReport([
      Change(
        rule: .keyRemoved, locale: en, path: JSONPointer(["x\n::error file=a.json,line=1::forged"]),
        old: .string("\u{1B}[2J##[stop-commands]token"), hint: "possibly renamed to /y\n::warning::z"),
      Change(
        rule: .keyAdded, locale: en, path: JSONPointer(["list", "0"]),
        new: .string("<img src=x>"), id: "a\u{202E}b\u{85}"),
      Change(
        rule: .valueChanged, locale: en, path: JSONPointer(["# heading"]),
        old: .string("[a](http://x) www.example.com"), new: .string("https://x.y\u{2028}\u{7F}\u{9B}")),
      Change(
        rule: .valueChanged, locale: en, path: JSONPointer(["|\u{301}a"]),
        old: .string("`\u{301}"), new: .string("a\n| b |\u{301}")),
    ])
  }

  /// Locates every change in a file whose name also tries to forge a line.
  private static func hostileFile(_ change: Change) -> FileLocation? {
    FileLocation(file: "Exports/1.0.0/a\n::error::b,c:d%.json", line: 2)
  }

  @Test(arguments: [("text", false), ("colour", true)])
  func textKeepsEachHostileChangeOnOneLine(name: String, colour: Bool) throws {
    let output = try Self.hostileReport().rendered(as: .text, colour: colour)
    try Golden.check(output, matches: "report/hostile-\(name).txt")
    // 4 changes in 3 groups, a blank line between groups and before the verdict.
    #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == 4 + 2 + 1 + 1 + 1)
    let unsafe = output.unicodeScalars.filter { LogText.isEscaped($0) && $0 != "\n" && $0 != "\u{1B}" }
    #expect(unsafe.isEmpty)
    if !colour { #expect(!output.unicodeScalars.contains("\u{1B}")) }
  }

  @Test func githubKeepsEachHostileChangeOneAnnotation() throws {
    let output = try Self.hostileReport().rendered(as: .github, locate: Self.hostileFile)
    try Golden.check(output, matches: "report/hostile.github.txt")
    let lines = output.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.filter { $0.hasPrefix("::") }.count == 4)
    #expect(!output.contains("##["))
    #expect(!output.unicodeScalars.contains { LogText.isEscaped($0) && $0 != "\n" })
  }

  @Test func jsonEscapesWhatATerminalActsOnAndMeansTheSame() throws {
    let report = try Self.hostileReport()
    let output = report.rendered(as: .json)
    try Golden.check(output, matches: "report/hostile.json")
    #expect(!output.contains("##["))
    #expect(!output.unicodeScalars.contains { LogText.isEscaped($0) && $0 != "\n" })
    #expect(try StrictJSONReader.read(output) == JSONReport.json(report))
  }

  @Test func jsonIsWrittenAsTheCanonicalWriterPrintsTheReportsValue() throws {
    let en = try LocaleIdentifier("en")
    let plural = ChangeReport([
      Change(
        rule: .valueChanged, locale: en, path: JSONPointer(["count"]),
        old: .object(["@plural": .object(["one": .string("%lld file"), "other": .string("%lld files")])]),
        new: .object(["@plural": .object(["other": .string("%lld файлов"), "one": .string("%lld файл")])])),
      Change(rule: .keyAdded, locale: nil, path: JSONPointer(["list"]), new: .array([.number("1"), .null])),
    ])
    for report in [try Self.hostileReport(), plural, ChangeReport([])] {
      #expect(
        report.rendered(as: .json)
          == LogText.escaped(json: CanonicalJSONWriter.string(JSONReport.json(report))))
    }
  }

  @Test func markdownRendersHostileTextsAsInertCellsOfOneTable() throws {
    let output = try Self.hostileReport().rendered(as: .markdown)
    try Golden.check(output, matches: "report/hostile.md")
    let tables = output.split(separator: "\n\n").filter { $0.hasPrefix("|") }
    // Breaking, additive, and content with two changes: a header row and a rule row each.
    #expect(tables.map { $0.split(separator: "\n").count } == [3, 3, 4])
    for table in tables {
      // cmark-gfm ends a cell at each `|` byte that does not follow a backslash.
      let cellCounts = table.split(separator: "\n").map { row in
        let bytes = Array(row.utf8)
        return bytes.indices.count { bytes[$0] == UInt8(ascii: "|") && ($0 == 0 || bytes[$0 - 1] != 0x5C) }
      }
      #expect(Set(cellCounts).count == 1, "every row of a table has as many cells: \(table)")
    }
    #expect(!output.unicodeScalars.contains { LogText.isEscaped($0) && $0 != "\n" })
  }

  @Test(arguments: [
    ("plain", "`plain`"),
    ("a`b", "``a`b``"),
    ("`x", "`` `x ``"),
    ("x``", "``` x`` ```"),
    (" padded ", "`  padded  `"),
    ("a|b", "`a\\|b`"),
    ("", ""),
    // cmark-gfm reads bytes: a backtick or `|` followed by a combining mark is still one.
    ("`\u{301}", "`` `\u{301} ``"),
    ("a`\u{301}`b", "``a`\u{301}`b``"),
    ("|\u{301}", "`\\|\u{301}`"),
    ("a\nb", "`a\\nb`"),
  ])
  func markdownCodeSpansSurviveBackticksAndPipes(text: String, expected: String) {
    #expect(MarkdownReport.code(text) == expected)
  }
}
