import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct LintReportTests {
  private let findings = [
    LocatedFinding(
      Finding(
        rule: .placeholderMismatch, severity: .error, locale: try! LocaleIdentifier("ru"),
        path: JSONPointer(["login", "greeting"]),
        message:
          "has placeholders %1$@ but the base locale en has placeholders %1$d; a translation must take "
          + "the same arguments"),
      at: FileLocation(file: "Defaults/Labels+Russian.swift", line: 9)),
    LocatedFinding(
      Finding(
        rule: .whitespace, severity: .warning, locale: try! LocaleIdentifier("uk"),
        path: JSONPointer(["a,b:c"]),
        message: "trailing whitespace; remove it, spacing belongs to the layout"),
      at: FileLocation(file: "in, odd: dir/uk.json")),
    LocatedFinding(
      Finding(
        rule: .firebaseWriteSize, severity: .warning, locale: nil, path: .root, message: "the upload is big"),
      at: FileLocation(file: "upload/production/1-0-0.json")),
  ]

  @Test func diagnosticsReadAsEditorsExpect() {
    #expect(
      findings.map(\.diagnostic.text) == [
        "Defaults/Labels+Russian.swift:9: error: ru /login/greeting: has placeholders %1$@ but the base locale "
          + "en has placeholders %1$d; a translation must take the same arguments [placeholder-mismatch]",
        "in, odd: dir/uk.json: warning: uk /a,b:c: trailing whitespace; remove it, spacing belongs to the layout "
          + "[whitespace]",
        "upload/production/1-0-0.json: warning: the upload is big [firebase-write-size]",
      ])
  }

  @Test func summaryCountsEachSeverity() {
    #expect(LintReport.summary(findings) == "lint: 1 error, 2 warnings")
    #expect(LintReport.summary([]) == "lint: 0 errors, 0 warnings")
  }

  @Test func githubAnnotationsEscapePercentCommaAndColon() {
    #expect(
      LintReport.github(findings) == """
        ::error file=Defaults/Labels+Russian.swift,line=9,title=placeholder-mismatch::ru /login/greeting: has \
        placeholders %251$@ but the base locale en has placeholders %251$d; a translation must take the same arguments
        ::warning file=in%2C odd%3A dir/uk.json,title=whitespace::uk /a,b:c: trailing whitespace; remove it, \
        spacing belongs to the layout
        ::warning file=upload/production/1-0-0.json,title=firebase-write-size::the upload is big
        lint: 1 error, 2 warnings

        """)
  }

  @Test func jsonHasAStableShape() throws {
    try Golden.check(LintReport.json(findings), matches: "lint/report.json")
    #expect(
      LintReport.json([])
        == "{\n  \"findings\": [],\n  \"summary\": {\n    \"error\": 0,\n    \"warning\": 0\n  }\n}\n")
  }
}
