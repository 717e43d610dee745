/// A command of the tool: its name and help, how it parses its arguments, and how it runs.
///
/// To add a command, write a type that conforms and list it in ``Invocation/commands``.
protocol RunnableCommand: Sendable {
  /// The name typed after `LabelsParser`, such as `export`.
  static var name: String { get }
  /// The one-line summary in `LabelsParser --help`.
  static var summary: String { get }
  /// The full `--help` text; its first line is the usage.
  static var help: String { get }
  /// The exit codes the command returns, but 70 (a bug), which any command may: the one table that its
  /// help's "Exit codes" paragraph and docs/exit-codes.md list, as `ExitCodeTableTests` holds them.
  static var exitCodes: [ExitCode] { get }

  /// Parses the arguments after the command name.
  /// - Throws: ``UsageError`` for an unknown option or a missing or leftover argument.
  init(arguments: [String]) throws(UsageError)

  /// Runs the command, printing its report.
  /// - Returns: the exit code of a command that finished.
  /// - Throws: ``CommandFailure`` when it cannot finish.
  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode

  /// The export root the command reads or writes, locked for the whole run (``FolderLock``): shared by
  /// default, exclusive for a command that writes it.
  func exportRootAccess(project: LabelsProject) -> (root: String, exclusive: Bool)

  /// Whether the export root's lock is held for the whole run (the default); a command that runs until
  /// stopped takes it for each reading instead, so that `export` can write between two.
  var locksExportRootForRun: Bool { get }
}

extension RunnableCommand {
  /// The first line of the help text.
  static var usage: String { String(help.prefix { $0 != "\n" }) }

  /// The project's `Exports`, shared: the command only reads it.
  func exportRootAccess(project: LabelsProject) -> (root: String, exclusive: Bool) {
    (project.paths.exports, false)
  }

  /// The lock is held for the whole run.
  var locksExportRootForRun: Bool { true }
}
