import LabelsKit

/// `LabelsParser check`: the CI gate. Lint, the version policy against the newest published version,
/// and the freshness of the committed export, in one command.
struct CheckCommand: RunnableCommand, Equatable {
  static let name = "check"
  static let summary = "the CI gate: lint, version policy and export freshness"
  static let help = """
    usage: LabelsParser check [--exports DIR]

    Runs, in order:
      lint           the lint rules on the current defaults (see 'LabelsParser lint --help');
                     an error fails the check, a warning is only printed.
      compatibility  the current defaults against the published version they replace: the
                     folder of Labels.schemaVersion when it is published, else the newest
                     version in DIR. Content may be re-exported into a published version; an
                     additive change needs at least a minor bump of Labels.schemaVersion, a
                     breaking change a major bump; a new version must be exactly one step
                     (patch, minor or major) after the newest published one.
      export         DIR/<version>/ holds exactly what 'make export' would write.
    Each problem is printed on stderr with the file, the rule and the fix; a summary of each
    step on stdout.

    Options:
      --exports DIR   the export root (default: Exports)
      --help          show this help

    Exit codes: 0 every step passed, 1 a step failed, 64 usage error, 65 malformed published
    files, 74 I/O error.
    """

  /// The export root.
  let exports: String

  init(exports: String) {
    self.exports = exports
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: ["--exports"], flags: [])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    let exports = scanned.values["--exports"] ?? "Exports"
    guard !exports.isEmpty else { throw UsageError("--exports needs a folder", command: Self.self) }
    self.init(exports: exports)
  }

  func run(console: Console) throws(CommandFailure) -> ExitCode {
    // Everything is loaded before anything is printed, so a load failure prints no verdict.
    let defaults = try CurrentDefaults.encoded()
    let findings = try LintCommand.lintDefaults()
    let review = try PublicationReview(
      documents: defaults.documents, version: defaults.version, exportRoot: exports)
    let folder = ExportFolder(root: exports)
    let differences = review.decision.isAllowed ? try folder.readDifferences(from: defaults.exportFiles) : nil

    for finding in findings { console.error(finding.diagnostic) }
    console.output(LintReport.summary(findings))
    let lintFailed = findings.contains { $0.finding.severity == .error }

    console.output("compatibility: \(review.summary)")
    for line in review.refusalDiagnostics { console.error(line) }

    let versionFolder = folder.path(defaults.version.description)
    if let differences {
      for difference in differences { console.error(difference.diagnostic) }
      console.output(
        differences.isEmpty
          ? "export: \(versionFolder) is up to date"
          : "export: \(versionFolder) is not what 'make export' writes (\(differences.count) files)"
      )
    } else {
      console.output("export: not checked until the version policy passes")
    }

    let failed = lintFailed || !review.decision.isAllowed || differences?.isEmpty == false
    console.output(failed ? "check failed" : "check passed")
    return failed ? .checkFailed : .ok
  }
}
