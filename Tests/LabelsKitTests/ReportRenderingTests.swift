import Testing

@testable import LabelsKit

@Suite struct ReportRenderingTests {
  /// A report with every rule: the `rich` folders, en the base locale.
  private static func richReport() throws -> ChangeReport {
    try DiffFixtures.folderReport("rich")
  }

  /// Points each change at the canonical export file it is about: the NEW version's file, or OLD's for
  /// a removal, at the line of its pointer (or its nearest ancestor).
  private static func locateInExports() throws -> (Change) -> AnnotationLocation? {
    let old = try DiffFixtures.documents("rich", "old", baseLocale: "en")
    let new = try DiffFixtures.documents("rich", "new", baseLocale: "en")
    return { change in
      guard let locale = change.locale else { return nil }
      let inNew = change.rule.addressesNewDocument
      guard let document = (inNew ? new : old).documents[locale] else { return nil }
      let line = CanonicalLineIndex(document).nearestLine(of: change.path)
      return AnnotationLocation(file: "Exports/\(inNew ? "2.0.0" : "1.0.0")/\(locale).json", line: line)
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
    let output = report.rendered(as: .github) { _ in AnnotationLocation(file: "dir,1/x:y%.json") }
    #expect(
      output == """
        ::notice file=dir%2C1/x%3Ay%25.json,title=value-changed::en /a,b:c: value changed ("50%25" → "line\\r\\nbreak")
        verdict: content (suggested bump: none) — 0 breaking, 0 additive, 1 content

        """)
    let raw = ChangeReport([Change(rule: .keyAdded, path: JSONPointer(["k"]), hint: "a\nb%")])
    #expect(
      raw.rendered(as: .github).hasPrefix("::warning title=key-added::/k: key added (nothing); a%0Ab%25\n"))
  }

  @Test(arguments: [
    ("plain", "`plain`"),
    ("a`b", "``a`b``"),
    ("`x", "`` `x ``"),
    ("x``", "``` x`` ```"),
    (" padded ", "`  padded  `"),
    ("a|b", "`a\\|b`"),
    ("", ""),
  ])
  func markdownCodeSpansSurviveBackticksAndPipes(text: String, expected: String) {
    #expect(MarkdownReport.code(text) == expected)
  }

  @Test func markdownNotesEscapePunctuation() {
    #expect(MarkdownReport.escapeText("a|b `c` *d* _e_ [f] <g>") == #"a\|b \`c\` \*d\* \_e\_ \[f\] \<g\>"#)
  }
}
