import LabelsKit

/// `LabelsParser lint`: finds the translation mistakes the compiler cannot see.
struct LintCommand: RunnableCommand, Equatable {
  static let name = "lint"
  static let summary = "find translation mistakes: placeholders, empty values, untranslated labels"
  static let help = """
    usage: LabelsParser lint [INPUT...] [--format text|json|github] [--strict]

    Checks the labels of every locale. INPUT is a locale file (<locale>.json) or a version
    folder (such as Exports/1.0.0, whose manifest names the base locale); with none, the
    current defaults, located in their Defaults/*.swift source file and line. Each input is
    linted on its own; the rules that compare with the base locale need one, so they skip a
    lone locale file and a folder without manifest.json.

    Rules (docs/rules.md explains each and its fix; --strict makes every warning an error):
    \(HelpText.ruleTable(RuleFamily.lint.rules))

    Options:
      --format FORMAT  text: FILE:LINE: error: message [rule] lines on stderr and a summary
                       on stdout (default); json: one JSON document on stdout; github: GitHub
                       Actions annotations on stdout
      --strict         report warnings as errors
      --help           show this help

    Exit codes: 0 no error, 1 an error (or, with --strict, a warning), 64 usage error,
    65 bad data, 66 input not found, 74 I/O error.
    """

  /// The locale files and version folders; none for the current defaults.
  let inputs: [String]
  /// How to print the findings.
  let format: DiagnosticFormat
  /// Whether warnings count as errors.
  let strict: Bool

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--format"], flags: ["--strict"])
    let formatName = scanned.values["--format"] ?? DiagnosticFormat.text.rawValue
    guard let format = DiagnosticFormat(rawValue: formatName) else {
      throw UsageError("unknown format '\(formatName)'; use text, json or github", command: Self.self)
    }
    inputs = scanned.positionals
    self.format = format
    strict = scanned.flags.contains("--strict")
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let allowlist = try project.allowlist()
    var findings: [LocatedFinding] = []
    if inputs.isEmpty {
      findings = try Self.lintDefaults(of: project, defaults: project.encoded(), allowlist: allowlist)
    }
    for input in inputs {
      findings += try LintInput.findings(in: project.paths.resolve(input), allowlist: allowlist)
    }
    if strict {
      findings = findings.map { LocatedFinding($0.finding.asError, at: $0.location) }
    }
    switch format {
    case .text:
      for finding in findings { console.diagnostic(finding.diagnostic) }
      console.output(LintReport.summary(findings))
    case .json:
      console.write(Array(LintReport.json(findings).utf8))
    case .github:
      console.write(Array(LintReport.github(findings).utf8))
    }
    return findings.contains { $0.finding.severity == .error } ? .checkFailed : .ok
  }

  /// The findings of lint on the current defaults, each located in its `Defaults/*.swift` file and,
  /// where the text is found there, its line: what `check`, `export` and `bundle` run.
  ///
  /// Besides the rules on the texts, the review state: each translation that needs review or was
  /// imported as new, from `Defaults/LabelsReview.json` and from the base texts changed since the newest
  /// version published in the project's `Exports` (or `review`, when the caller has it), which the next export
  /// marks.
  /// - Throws: ``CommandFailure`` (65) when the allow-list or the review state file is invalid.
  /// The plural forms of the apps installed from the project's published versions, beside the
  /// schema's major; none when nothing was published.
  /// - Throws: ``CommandFailure`` (65 or 74) when the schema version or the published versions cannot be read.
  private static func installedPlurals(of project: LabelsProject) throws(CommandFailure) -> InstalledPlurals {
    let audit = PublishedAudit(folders: try PublishedExports.read(project.paths.exports))
    guard
      let publication = try? MajorLinePublication(versions: audit.versions.map { ($0.version, $0.documents) })
    else { return .none }
    return InstalledPlurals(major: try project.version().major, lines: publication.lines)
  }

  static func lintDefaults(
    of project: LabelsProject, defaults: EncodedDefaults, allowlist given: UntranslatedAllowlist? = nil,
    review current: ReviewState? = nil
  ) throws(CommandFailure) -> [LocatedFinding] {
    let allowlist: UntranslatedAllowlist
    if let given { allowlist = given } else { allowlist = try project.allowlist() }
    let sources = DefaultsSources(paths: project.paths)
    let locator = sources.locator()
    let documents = defaults.documents
    let review: ReviewState
    if let current {
      review = current
    } else {
      review = try ReviewStateFile(paths: project.paths).current(
        for: documents, exportRoot: project.paths.exports)
    }
    var lint = Linter.lint(documents, allowlist: allowlist, arguments: defaults.arguments)
    // A form the language never selects is judged against the published versions, read only then.
    if lint.contains(where: { $0.rule == .pluralFormUnexpected }) {
      lint = Linter.lint(
        documents, allowlist: allowlist, arguments: defaults.arguments,
        installed: try installedPlurals(of: project))
    }
    let findings = lint + review.findings(in: documents)
    return findings.map { finding in
      LocatedFinding(finding, at: sources.location(of: finding, in: documents, locator: locator))
    }
  }
}
