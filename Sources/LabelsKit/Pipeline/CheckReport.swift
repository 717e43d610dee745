import LabelsCore

/// What `check` found, stage by stage (lint, compatibility, published, export), rendered in each
/// ``DiagnosticFormat``: as text (diagnostics, then each step's summary), as GitHub Actions annotations,
/// or as one JSON document.
package struct CheckReport: Sendable {
  /// Lint, the schema and the version policy on the current defaults.
  let gate: ReleaseGate
  /// The export root.
  let root: String
  /// How many version folders the root holds.
  let versionCount: Int
  /// What the audit of the published versions and their history found.
  let publishedProblems: [AuditProblem]
  /// The folder export writes for the current version.
  let versionFolder: String
  /// What differs between that folder and what export writes, one diagnostic per file; `nil` when not
  /// checked (until lint and the version policy pass).
  let differences: [Diagnostic]?

  /// The report of the stages `check` ran.
  /// - Parameters:
  ///   - gate: lint, the schema and the version policy on the current defaults.
  ///   - root: the export root, as the user named it.
  ///   - versionCount: how many version folders the root holds.
  ///   - publishedProblems: what the audit of the published versions and their history found.
  ///   - versionFolder: the folder export writes for the current version.
  ///   - differences: the freshness of that folder, or `nil` when not checked.
  package init(
    gate: ReleaseGate, root: String, versionCount: Int, publishedProblems: [AuditProblem],
    versionFolder: String, differences: [Diagnostic]?
  ) {
    self.gate = gate
    self.root = root
    self.versionCount = versionCount
    self.publishedProblems = publishedProblems
    self.versionFolder = versionFolder
    self.differences = differences
  }

  /// Whether every step passed.
  package var passed: Bool {
    gate.passed && publishedProblems.isEmpty && differences?.isEmpty == true
  }

  /// The steps, in the order they run.
  package var steps: [CheckStep] {
    [gate.lintStep, gate.compatibilityStep, publishedStep, exportStep]
  }

  /// The steps as the text format prints them: lint's as its digest unless `allFindings`
  /// (``ReleaseGate/lintDigest(shown:)``).
  package func textSteps(allFindings: Bool) -> [CheckStep] {
    [allFindings ? gate.lintStep : gate.lintDigest(), gate.compatibilityStep, publishedStep, exportStep]
  }

  private var publishedStep: CheckStep {
    let count = publishedProblems.count
    return CheckStep(
      name: "published", diagnostics: publishedProblems.map { $0.diagnostic(root: root) },
      summary: count == 0
        ? "published: \(versionCount) version\(versionCount == 1 ? "" : "s") intact"
        : "published: \(count) problem\(count == 1 ? "" : "s") in \(root)")
  }

  private var exportStep: CheckStep {
    guard let differences else {
      return CheckStep(
        name: "export", diagnostics: [], summary: "export: not checked until lint and the version policy pass"
      )
    }
    return CheckStep(
      name: "export", diagnostics: differences,
      summary: differences.isEmpty
        ? "export: \(versionFolder) is up to date"
        : "export: \(versionFolder) is not what 'make export' writes "
          + "(\(differences.count) \(differences.count == 1 ? "file" : "files"))")
  }

  /// The verdict line that ends the report.
  package var verdict: String { passed ? "check passed" : "check failed" }

  /// The report as GitHub Actions workflow commands: each step's annotations then its summary, then the
  /// verdict, one line each.
  package var githubText: String {
    (steps.flatMap(\.githubLines) + [verdict]).joined(separator: "\n") + "\n"
  }

  /// The report as one JSON document:
  ///
  /// ```
  /// {
  ///   "compatibility": {"bump": null, "current": "1.1.0", "decision": "refused", "newest": "1.0.0",
  ///                     "report": {<diff --format json>}, "required": "2.0.0"},
  ///   "export": {"checked": false, "files": [], "folder": "Exports/1.1.0", "upToDate": null},
  ///   "findings": [{"column", "file", "fix", "line", "message", "notes", "rule", "severity", "step"}],
  ///   "lint": {"error": 0, "warning": 0},
  ///   "passed": false,
  ///   "published": {"problems": 0, "versions": 1}
  /// }
  /// ```
  /// `decision` is `first-version`, `unchanged`, `content-in-place`, `new-version`, `refused` or
  /// `not-checked` (while lint finds errors); `bump` is given for a new version, `required` for a
  /// refusal, `newest` and `report` once compared.
  package var json: JSONValue {
    let findings = steps.flatMap { step in
      step.diagnostics.map { diagnostic -> JSONValue in
        guard case .object(var members) = diagnostic.json else { return diagnostic.json }
        members["step"] = .string(step.name)
        return .object(members)
      }
    }
    let lintFindings = gate.findings.map(\.finding)
    return .object([
      "passed": .bool(passed),
      "findings": .array(findings),
      "lint": .object([
        "error": .number(String(lintFindings.count { $0.severity == .error })),
        "warning": .number(String(lintFindings.count { $0.severity == .warning })),
      ]),
      "compatibility": compatibilityJSON,
      "published": .object([
        "versions": .number(String(versionCount)), "problems": .number(String(publishedProblems.count)),
      ]),
      "export": .object([
        "checked": .bool(differences != nil),
        "folder": .string(versionFolder),
        "upToDate": differences.map { .bool($0.isEmpty) } ?? .null,
        "files": .array((differences ?? []).compactMap { $0.location.map { .string($0.file) } }),
      ]),
    ])
  }

  private var compatibilityJSON: JSONValue {
    var members: [String: JSONValue] = [
      "current": .string(gate.defaults.version.description),
      "newest": gate.review?.baseline.map { .string($0.description) } ?? .null,
      "report": gate.review.map { JSONReport.json($0.report) } ?? .null,
      "bump": .null,
      "required": .null,
    ]
    switch gate.review?.decision {
    case nil: members["decision"] = .string("not-checked")
    case .firstVersion: members["decision"] = .string("first-version")
    case .unchanged: members["decision"] = .string("unchanged")
    case .contentInPlace: members["decision"] = .string("content-in-place")
    case .newVersion(_, let bump):
      members["decision"] = .string("new-version")
      members["bump"] = .string(bump.rawValue)
    case .refused(let violation):
      members["decision"] = .string("refused")
      members["required"] = .string(violation.required.description)
    }
    return .object(members)
  }
}
