import LabelsKit

/// `LabelsParser promote`: make the staged release every install's release.
struct PromoteCommand: RunnableCommand, Equatable {
  static let name = "promote"
  static let summary = "make the staged release every install's release"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = """
    usage: LabelsParser promote --environment NAME --database URL [--line vN] [--discard-store-edits]

    The staged release of each line becomes the release every app of the line reads, at
    /NAME/v<major>/<locale>/labels, apps built before staged releases included; the release
    it replaces is kept in the line (previous) for 'LabelsParser rollback'. Lines without a
    staged release are left as they are; with none staged anywhere, promote refuses (exit 1).

    Credentials as for publish: LABELS_DATABASE_TOKEN or LABELS_DATABASE_SECRET, from the
    environment, never printed. docs/publishing.md, "Staged releases", walks through a release.

    Options:
    \(ReleaseRun.optionsHelp)

    \(ReleaseRun.exitCodesHelp)
    """

  /// The store and the lines.
  let release: ReleaseRun

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ReleaseRun.options, flags: ["--discard-store-edits"])
    release = try ReleaseRun(scanned, command: Self.self)
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, client: release.target.client())
  }

  /// Runs the command against the store `client` reaches.
  func run(project: LabelsProject, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    try release.run(.promote, console: console, client: client)
  }
}
