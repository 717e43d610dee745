import LabelsKit

/// `LabelsParser rollback`: cancel the staged release, or return every install to the release before.
struct RollbackCommand: RunnableCommand, Equatable {
  static let name = "rollback"
  static let summary = "cancel the staged release, or return every install to the release before"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = """
    usage: LabelsParser rollback --environment NAME --database URL [--line vN] [--discard-store-edits]

    Cancels the staged release of each line that has one: no install sees it after its next
    refresh. With no release staged anywhere, returns every install of each line to the
    release before the current one, which the line keeps (previous), in one conditional
    write per line: no checkout, no build and no export. A line that keeps no earlier release
    refuses (exit 1): check out the older commit and publish its exports (docs/publishing.md,
    "Rolling back without the store"). A tree rollback drops that was edited in the store
    refuses unless --discard-store-edits.

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
    try release.run(.rollback, console: console, client: client)
  }
}
