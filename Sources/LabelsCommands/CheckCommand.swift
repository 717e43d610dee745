import LabelsCore
import LabelsKit

/// `LabelsParser check`: the CI gate. Lint, the version policy against the newest published version,
/// the published versions and their git history, and the freshness of the export, in one command.
struct CheckCommand: RunnableCommand, Equatable {
  static let name = "check"
  static let summary =
    "the CI gate: lint, version policy, published versions and their history, export freshness"
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .unavailable, .ioError,
  ]
  static let help = """
    usage: LabelsParser check [--exports DIR] [--format FORMAT] [--fail-on-stale] [--full]

    Runs, in order:
      lint           the lint rules on the current defaults (see 'LabelsParser lint --help');
                     an error fails the check, a warning is only reported. Without an error
                     and with more than 20 warnings, the text format prints those new since the
                     published version (at most 20: a label added or changed since, or whose
                     base text changed) and a count per rule; --full prints every one,
                     as json and github do.
      compatibility  the current defaults against the newest published version in DIR (not
                     run while lint finds errors: fix the translations first). Content is
                     re-exported into the newest version; an additive change needs the next
                     minor version, a breaking change the next major; Labels.schemaVersion is
                     never older than the newest published version. A refusal names the one
                     version to set.
      published      every version folder in DIR holds exactly the files export writes, in
                     canonical form, agreeing with its manifest.json, every document valid
                     against its own schema.json, each version the step the policy asks for
                     after the one before; and, from git history (first parents): no
                     published version deleted, none changed after a newer one was
                     published, the newest changed only by content since it was published.
      export         DIR/<version>/ holds exactly what 'make export' writes.
    Each problem is reported with the file (the Swift line of the defaults or of
    Labels.schemaVersion where it is known), the rule and the fix. The history needs a clone
    with history: a shallow clone (git clone --depth, actions/checkout without
    fetch-depth: 0) is refused with exit 69.

    Rules besides lint's (docs/rules.md explains each and its fix):
    \(HelpText.ruleTable(rules))

    Options:
      --exports DIR    the export root (default: Exports)
      --format FORMAT  text, json or github. text: FILE:LINE: error: message [rule] lines on
                       stderr and a summary of each step on stdout (default); json: one JSON
                       document on stdout with the findings, the version decision and the
                       freshness of the export; github: GitHub Actions annotations and the
                       summaries on stdout
      --fail-on-stale  fail on a translation that needs review (translation-stale) or was
                       imported as new (translation-unreviewed), not only warn
      --full           text: print every lint finding, not only the digest of a run without
                       errors
      --help           show this help

    Exit codes: 0 every step passed, 1 a step failed, 64 usage error, 65 malformed published
    files, 66 DIR does not exist, 69 git or the history is not available, 74 I/O error.
    """

  /// The rules check reports besides lint's: the gate's and the audit of published versions'.
  static let rules: [any Rule] = RuleFamily.gate.rules + AuditRule.allCases.filter { $0 != .lineUndecodable }

  /// The export root, or `nil` for the project's `Exports`.
  let exports: String?
  /// How to print what the check found.
  let format: DiagnosticFormat
  /// Whether the text format prints every lint finding, not only the digest of a run without errors.
  let allFindings: Bool

  /// Whether a translation that needs review, or was imported as new, fails the check.
  let failOnStale: Bool

  init(
    exports: String?, format: DiagnosticFormat = .text, failOnStale: Bool = false, allFindings: Bool = false
  ) {
    self.exports = exports
    self.format = format
    self.failOnStale = failOnStale
    self.allFindings = allFindings
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--exports", "--format"],
      flags: ["--fail-on-stale", "--full"])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    if let exports = scanned.values["--exports"], exports.isEmpty {
      throw UsageError("--exports needs a folder", command: Self.self)
    }
    let formatName = scanned.values["--format"] ?? DiagnosticFormat.text.rawValue
    guard let format = DiagnosticFormat(rawValue: formatName) else {
      throw UsageError("unknown format '\(formatName)'; use text, json or github", command: Self.self)
    }
    self.init(
      exports: scanned.values["--exports"], format: format,
      failOnStale: scanned.flags.contains("--fail-on-stale"),
      allFindings: scanned.flags.contains("--full"))
  }

  /// The export root named by `--exports`, else the project's, shared: the command only reads it.
  func exportRootAccess(project: LabelsProject) -> (root: String, exclusive: Bool) {
    (exports.map(project.paths.resolve) ?? project.paths.exports, false)
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    do {
      return try check(project: project, console: console)
    } catch {
      // A run in GitHub Actions also annotates why the gate could not run (a shallow clone, say);
      // the diagnostics still go to stderr, with the exit code, as for every command.
      if format == .github {
        console.write(error.diagnostics.map { $0.githubCommand + "\n" }.joined())
      }
      throw error
    }
  }

  private func check(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try InterruptedWrite.recover(in: project.paths, console: console)
    let root = exportRootAccess(project: project).root
    // Everything is loaded before anything is printed, so a load failure prints no verdict.
    guard FileSystem.entry(at: root) == .directory else {
      throw CommandFailure(
        .noInput, file: root, "no such folder; run 'make export' to publish the first version")
    }
    // Every version folder is read and audited once: the audit, the baseline, the plural forms of
    // installed apps and the freshness work on these bytes. A failure to read them is reported after the
    // gate's own inputs, whose baseline is then read from disk, so that the first error a run meets is
    // the one it always met.
    let reading: Result<PublishedInputs, CommandFailure>
    do {
      reading = .success(PublishedInputs(folders: try PublishedExports.read(root)))
    } catch {
      reading = .failure(error)
    }
    let read: PublishedInputs? = if case .success(let published) = reading { published } else { nil }
    let gate = try ReleaseGate(project: project, exportRoot: root, failOnStale: failOnStale, published: read)
    let published = try reading.get()
    let folders = published.folders
    let audit = published.audit
    let present = Set(folders.compactMap { try? SemanticVersion($0.name) })
    let start = try HistoryStartFile(paths: project.paths).read()
    let history = try ExportHistory(
      exports: root, startingAfter: start, historyFile: project.paths.historyFile
    ).problems(present: present, newest: audit.versions.last)
    let differences =
      gate.review?.decision.isAllowed == true
      ? ExportFolder(root: root).differences(from: gate.defaults.exportFiles, in: folders) : nil

    let report = CheckReport(
      gate: gate, root: root, versionCount: folders.count, publishedProblems: audit.problems + history,
      versionFolder: FileSystem.join(root, gate.defaults.version.description),
      differences: differences?.map(\.diagnostic))
    report.print(format, allFindings: allFindings, to: console)
    return report.passed ? .ok : .checkFailed
  }
}
