import LabelsKit

/// `LabelsParser check`: the CI gate. Lint, the version policy against the newest published version,
/// the published versions and their git history, and the freshness of the export, in one command.
struct CheckCommand: RunnableCommand, Equatable {
  static let name = "check"
  static let summary =
    "the CI gate: lint, version policy, published versions and their history, export freshness"
  static let help = """
    usage: LabelsParser check [--exports DIR]

    Runs, in order:
      lint           the lint rules on the current defaults (see 'LabelsParser lint --help');
                     an error fails the check, a warning is only printed.
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
    Each problem is printed on stderr with the file, the rule and the fix; a summary of each
    step on stdout. The history needs a clone with history: a shallow clone (git clone
    --depth, actions/checkout without fetch-depth: 0) is refused with exit 69.

    Rules besides lint's (docs/rules.md explains each and its fix):
    \(HelpText.ruleTable(RuleFamily.gate.rules + AuditRule.allCases.filter { $0 != .lineUndecodable }))

    Options:
      --exports DIR   the export root (default: Exports)
      --help          show this help

    Exit codes: 0 every step passed, 1 a step failed, 64 usage error, 65 malformed published
    files, 66 DIR does not exist, 69 git or the history is not available, 74 I/O error.
    """

  /// The export root, or `nil` for the project's `Exports`.
  let exports: String?

  init(exports: String?) {
    self.exports = exports
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: ["--exports"], flags: [])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    if let exports = scanned.values["--exports"], exports.isEmpty {
      throw UsageError("--exports needs a folder", command: Self.self)
    }
    self.init(exports: scanned.values["--exports"])
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let root = exports ?? project.paths.exports
    // Everything is loaded before anything is printed, so a load failure prints no verdict.
    guard FileSystem.entry(at: root) == .directory else {
      throw CommandFailure(
        .noInput, file: root, "no such folder; run 'make export' to publish the first version")
    }
    let gate = try ReleaseGate(project: project, exportRoot: root)
    let folders = try PublishedExports.read(root)
    let audit = PublishedAudit(folders: folders)
    let present = Set(folders.compactMap { try? SemanticVersion($0.name) })
    let history = try ExportHistory(exports: root).problems(present: present, newest: audit.versions.last)
    let differences =
      gate.review?.decision.isAllowed == true
      ? try ExportFolder(root: root).readDifferences(from: gate.defaults.exportFiles) : nil

    gate.print(to: console)
    let published = audit.problems + history
    for problem in published { console.diagnostic(PublishedExports.diagnostic(problem, root: root)) }
    console.output(
      published.isEmpty
        ? "published: \(folders.count) version\(folders.count == 1 ? "" : "s") intact"
        : "published: \(published.count) problem\(published.count == 1 ? "" : "s") in \(root)")

    let versionFolder = FileSystem.join(root, gate.defaults.version.description)
    if let differences {
      for difference in differences { console.diagnostic(difference.diagnostic) }
      console.output(
        differences.isEmpty
          ? "export: \(versionFolder) is up to date"
          : "export: \(versionFolder) is not what 'make export' writes (\(differences.count) files)"
      )
    } else {
      console.output("export: not checked until lint and the version policy pass")
    }

    let failed = !gate.passed || !published.isEmpty || differences?.isEmpty == false
    console.output(failed ? "check failed" : "check passed")
    return failed ? .checkFailed : .ok
  }
}
