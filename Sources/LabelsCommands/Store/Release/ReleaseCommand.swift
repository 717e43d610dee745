import LabelsKit

/// What `rollout`, `promote`, `rollback`, `halt` and `resume` share: the options of ``ReleaseRun`` and
/// its run of the command's ``LineCommand`` over the store's lines.
protocol ReleaseCommand: RunnableCommand {
  /// The store and the lines.
  var release: ReleaseRun { get }
  /// What the command does to each line.
  var lineCommand: LineCommand { get }
}

extension ReleaseCommand {
  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, client: release.target.client())
  }

  /// Runs the command against the store `client` reaches.
  func run(project: LabelsProject, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    try release.run(lineCommand, console: console, client: client)
  }
}
