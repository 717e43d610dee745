import LabelsKit

/// `LabelsParser halt`: make the apps of a line show their compiled-in defaults.
struct HaltCommand: RunnableCommand, Equatable {
  static let name = "halt"
  static let summary = "make the apps of a line show their compiled-in defaults"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = """
    usage: LabelsParser halt --environment NAME --database URL [--line vN] [--discard-store-edits]

    Marks each line halted in its control document (/NAME/v<major>/rollout): apps with
    staged-release support show their compiled-in defaults at their next refresh and launch,
    whatever they cached, until 'LabelsParser resume'. Apps built before staged releases read
    /NAME/v<major>/<locale>/labels only: halt cannot reach them; they keep the released texts
    (roll back or publish to change what they show).

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
    try release.run(.halt, console: console, client: client)
  }
}
