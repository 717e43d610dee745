import LabelsKit

/// `LabelsParser resume`: undo halt: the apps of a line show the remote labels again.
struct ResumeCommand: RunnableCommand, Equatable {
  static let name = "resume"
  static let summary = "undo halt: the apps of a line show the remote labels again"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = """
    usage: LabelsParser resume --environment NAME --database URL [--line vN] [--discard-store-edits]

    Clears the halt of each line: apps show the remote labels again at their next refresh,
    from their cache when nothing changed meanwhile.

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
    try release.run(.resume, console: console, client: client)
  }
}
