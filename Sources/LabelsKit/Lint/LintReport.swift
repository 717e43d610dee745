import LabelsCore

/// Prints lint findings in each ``DiagnosticFormat``; the text and GitHub formats print each finding's
/// ``LocatedFinding/diagnostic``.
package enum LintReport {
  /// Whether the findings fail the run: any of them is an error.
  package static func failed(_ findings: [LocatedFinding]) -> Bool {
    findings.contains { $0.finding.severity == .error }
  }

  /// `lint: 1 error, 2 warnings`.
  package static func summary(_ findings: [LocatedFinding]) -> String {
    let errors = findings.count { $0.finding.severity == .error }
    let warnings = findings.count { $0.finding.severity == .warning }
    return "lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
  }

  /// The findings as one canonical JSON document, ending in a newline:
  ///
  /// ```
  /// {
  ///   "findings": [
  ///     {"file": "Defaults/Labels+Russian.swift", "line": 9, "locale": "ru",
  ///      "message": "...", "path": "/login/greeting", "rule": "placeholder-mismatch", "severity": "error"}
  ///   ],
  ///   "summary": {"error": 1, "warning": 0}
  /// }
  /// ```
  /// Every finding has all seven members; `line` and `locale` are `null` when unknown or not about one
  /// locale. Printed through ``LogText/escaped(json:)``.
  package static func json(_ findings: [LocatedFinding]) -> String {
    let counts = [Diagnostic.Severity.error, .warning].map { severity in
      (severity.rawValue, JSONValue.number(String(findings.count { $0.finding.severity == severity })))
    }
    let entries = findings.map { located -> JSONValue in
      let finding = located.finding
      return .object([
        "rule": .string(finding.rule.rawValue),
        "severity": .string(finding.severity.rawValue),
        "locale": finding.locale.map { .string($0.rawValue) } ?? .null,
        "path": .string(finding.path.description),
        "message": .string(finding.message),
        "file": .string(located.location.file),
        "line": located.location.line.map { .number(String($0)) } ?? .null,
      ])
    }
    return LogText.escaped(
      json: CanonicalJSONWriter.string(
        .object(["summary": .object(Dictionary(uniqueKeysWithValues: counts)), "findings": .array(entries)])))
  }

  /// The findings as GitHub Actions workflow commands, then the summary, ending in a newline:
  /// `::error file=Defaults/Labels+Russian.swift,line=9,title=placeholder-mismatch::ru /login/greeting: ...`,
  /// each the ``Diagnostic/githubCommand`` of the finding's diagnostic.
  package static func github(_ findings: [LocatedFinding]) -> String {
    (findings.map(\.diagnostic.githubCommand) + [summary(findings)]).joined(separator: "\n") + "\n"
  }
}
