import LabelsKit

/// `LabelsParser export`: writes or verifies the export of the current defaults.
struct ExportCommand: RunnableCommand, Equatable {
  static let name = "export"
  static let summary = "write the current defaults to DIR/<version>/ as canonical JSON"
  static let help = """
    usage: LabelsParser export [--output DIR] [--check]

    Encodes the labels of every locale in the Defaults catalog to canonical JSON and writes
    DIR/<version>/<locale>.json, DIR/<version>/manifest.json (version, base locale, locales,
    label counts, aliases) and DIR/<version>/schema.json (the JSON Schema of Labels), where
    <version> is Labels.schemaVersion. A published version is rewritten only for a
    content-only change; an additive or breaking change is refused with the version to bump to. Every file is staged beside its target and renamed into place only
    when all of them were written, so a failed export leaves the earlier files as they were.
    Files whose bytes would not change are left untouched; a .json file in the version folder
    that export does not write is removed.

    Options:
      --output DIR   the export root (default: Exports)
      --check        write nothing; exit 1 naming each file that is missing or out of date
      --help         show this help

    Exit codes: 0 written or up to date, 1 --check found a stale file or the version policy
    refused the change (nothing written), 64 usage error,
    65 the defaults cannot be encoded, 73 cannot create output, 74 I/O error.
    """

  /// The export root.
  let root: String
  /// Verify instead of writing.
  let check: Bool

  init(root: String, check: Bool) {
    self.root = root
    self.check = check
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--output"], flags: ["--check"])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    let root = scanned.values["--output"] ?? "Exports"
    guard !root.isEmpty else { throw UsageError("--output needs a folder", command: Self.self) }
    self.init(root: root, check: scanned.flags.contains("--check"))
  }

  func run(console: Console) throws(CommandFailure) -> ExitCode {
    // The files are encoded straight from the catalog; the documents are only needed to review a change.
    let catalog = try CurrentDefaults.catalog()
    let files = try CurrentDefaults.exportFiles(of: catalog)
    let folder = ExportFolder(root: root)
    let differences = try folder.readDifferences(from: files)
    let versionFolder = folder.path(catalog.version.description)
    if check {
      for difference in differences { console.error(difference.diagnostic) }
      guard differences.isEmpty else { return .checkFailed }
      console.output("\(versionFolder) is up to date")
      return .ok
    }
    guard !differences.isEmpty else {
      console.output("\(versionFolder) is up to date (\(files.count) files)")
      return .ok
    }
    let review = try PublicationReview(
      documents: CurrentDefaults.documents(of: catalog), version: catalog.version, exportRoot: root)
    guard review.decision.isAllowed else {
      throw CommandFailure(.checkFailed, review.refusalDiagnostics + ["nothing was written"])
    }
    try folder.write(
      files, differences: differences, label: versionFolder, note: review.summary, console: console)
    return .ok
  }
}
