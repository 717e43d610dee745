import LabelsKit

/// `LabelsParser export`: writes or verifies the export of the current defaults.
struct ExportCommand: RunnableCommand, Equatable {
  static let name = "export"
  static let summary = "write the current defaults to DIR/<version>/ as canonical JSON"
  static let exitCodes: [ExitCode] = [.ok, .checkFailed, .usage, .dataError, .cannotCreate, .ioError]
  static let help = """
    usage: LabelsParser export [--output DIR] [--check]

    Encodes the labels of every locale in the Defaults catalog to canonical JSON and writes
    DIR/<version>/<locale>.json, DIR/<version>/manifest.json (version, base locale, locales,
    label counts, aliases) and DIR/<version>/schema.json (the JSON Schema of Labels), where
    <version> is Labels.schemaVersion. A published version is rewritten only for a
    content-only change; an additive or breaking change is refused with the version to bump to.
    Before writing, export runs what 'check' runs on the defaults (lint errors, the schema,
    the version policy against the newest published version) and refuses, writing nothing,
    what check refuses. A new version folder is staged whole and renamed into place; in an
    existing one every file is staged beside its target and renamed into place only when all
    were written, so a failed or killed export never leaves a half-written version, and
    Defaults/LabelsReview.json (below) is written in the same step. export
    holds DIR/.labels.lock while it runs; other commands wait for it. Files whose bytes would
    not change are left untouched; a .json file in the version folder that export does not
    write is removed, and so is what a killed export left behind. Each translation whose base
    text changed since the newest published version is marked as needing review in
    Defaults/LabelsReview.json (lint's translation-stale) until it changes or is confirmed.

    Options:
      --output DIR   the export root (default: Exports)
      --check        write nothing; exit 1 naming each file that is missing or out of date
      --help         show this help

    Exit codes: 0 written or up to date, 1 --check found a stale file, or lint or the version
    policy refused the change (nothing written), 64 usage error,
    65 the defaults cannot be encoded, 73 cannot create output, 74 I/O error.
    """

  /// The export root, or `nil` for the project's `Exports`.
  let root: String?
  /// Verify instead of writing.
  let check: Bool

  init(root: String?, check: Bool) {
    self.root = root
    self.check = check
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--output"], flags: ["--check"])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    if let root = scanned.values["--output"], root.isEmpty {
      throw UsageError("--output needs a folder", command: Self.self)
    }
    self.init(root: scanned.values["--output"], check: scanned.flags.contains("--check"))
  }

  func exportRootAccess(project: LabelsProject) -> (root: String, exclusive: Bool) {
    (root.map(project.paths.resolve) ?? project.paths.exports, !check)
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, inputs: InputFiles())
  }

  /// Runs the command, reading every file through `inputs`: each version file, the review state and
  /// the schema's source once, however many stages ask for them. The defaults are encoded once, and
  /// what export writes (the version's files and the review state) is written in one step.
  func run(project: LabelsProject, console: Console, inputs: InputFiles) throws(CommandFailure) -> ExitCode {
    let root = self.root.map(project.paths.resolve) ?? project.paths.exports
    let version = try project.version()
    let folder = ExportFolder(root: root)
    let versionFolder = folder.path(version.description)
    if check {
      // Encoded straight to the files: the documents are only needed to review a change.
      let files = try project.exportFiles()
      let differences = try folder.readDifferences(from: files, inputs: inputs)
      for difference in differences { console.diagnostic(difference.diagnostic) }
      guard differences.isEmpty else { return .checkFailed }
      console.output("\(versionFolder) is up to date")
      return .ok
    }
    do {
      for leftover in try folder.removeInterruptedStaging(in: [version.description]) {
        console.reportLine("removed \(leftover) (left by an interrupted export)")
      }
    } catch {
      throw CommandFailure(writing: error)
    }
    let defaults = try project.encoded()
    let files = defaults.exportFiles
    let differences = try folder.readDifferences(from: files, inputs: inputs)
    guard !differences.isEmpty else {
      console.output(FolderDifference.summary([], fileCount: files.count, label: versionFolder))
      return .ok
    }
    let reviewFile = ReviewStateFile(paths: project.paths, inputs: inputs)
    let review = try reviewFile.snapshot()
    let release = try ReleaseInputs(
      project: project, exportRoot: root, defaults: defaults, committedReview: review.state, inputs: inputs)
    let gate = try ReleaseGate(release, project: project, exportRoot: root, inputs: inputs)
    guard gate.passed, let summary = gate.policySummary else {
      gate.print(to: console)
      console.diagnostic(ReleaseGate.exportRefusal)
      return .checkFailed
    }
    for warning in gate.exportWarnings(versionFolder: versionFolder) { console.diagnostic(warning) }
    // Marked against the version published before this export, which replaces it; staged first, so
    // that a run killed between the renames never leaves the new texts without their review marks.
    var write = StagedWrite()
    let reviewChanged = try reviewFile.stage(gate.reviewState, into: &write, over: review)
    try folder.write(
      files, differences: differences, label: versionFolder, note: summary, with: write, console: console)
    if reviewChanged {
      console.reportLine(gate.reviewState.updatedLine(file: project.paths.reviewFile))
    }
    return .ok
  }
}
