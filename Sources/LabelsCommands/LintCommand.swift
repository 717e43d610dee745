import LabelsKit

/// `LabelsParser lint`: finds the translation mistakes the compiler cannot see.
struct LintCommand: RunnableCommand, Equatable {
  static let name = "lint"
  static let summary = "find translation mistakes: placeholders, empty values, untranslated labels"
  static let exitCodes: [ExitCode] = [.ok, .checkFailed, .usage, .dataError, .noInput, .ioError]
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
      // The defaults' findings, with the review state's against the newest published version: no git.
      let defaults = try ReleaseInputs(project: project, exportRoot: project.paths.exports)
      let locate = try defaults.locator(project: project)
      findings = try defaults.lint { () throws(CommandFailure) in
        try defaults.installedPlurals(exportRoot: project.paths.exports)
      }.map { LocatedFinding($0, at: locate($0)) }
    }
    for input in inputs {
      findings += try LintInput.findings(in: project.paths.resolve(input), allowlist: allowlist)
    }
    if strict { findings = findings.map(\.asError) }
    switch format {
    case .text:
      for finding in findings { console.diagnostic(finding.diagnostic) }
      console.output(LintReport.summary(findings))
    case .json:
      console.write(Array(LintReport.json(findings).utf8))
    case .github:
      console.write(Array(LintReport.github(findings).utf8))
    }
    return LintReport.failed(findings) ? .checkFailed : .ok
  }
}
