/// What the command line asks for, parsed and validated before anything runs.
enum Invocation {
  /// Print the tool's help, or a command's.
  case help((any RunnableCommand.Type)?)
  /// Print the tool's version.
  case version
  /// Run a command.
  case command(any RunnableCommand)

  /// Every command, in the order `--help` lists them.
  static let commands: [any RunnableCommand.Type] = [
    InitCommand.self,
    ExportCommand.self,
    FormatCommand.self,
    DiffCommand.self,
    CheckCommand.self,
    BundleCommand.self,
    PublishCommand.self,
    RolloutCommand.self,
    PromoteCommand.self,
    RollbackCommand.self,
    HaltCommand.self,
    ResumeCommand.self,
    StatusCommand.self,
    PullCommand.self,
    LintCommand.self,
    EmitCommand.self,
    ImportCommand.self,
    ReviewCommand.self,
    XLIFFCommand.self,
    SchemaCommand.self,
    RulesCommand.self,
    ServeCommand.self,
    StudioCommand.self,
  ]

  /// Parses the arguments after the program name.
  /// - Throws: ``UsageError`` for an unknown command or option, or a missing or leftover argument.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else { throw UsageError("no command given") }
    switch first {
    case "--help", "-h", "help": return .help(nil)
    case "--version": return .version
    default: break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      throw UsageError("unknown command '\(first)'; run 'LabelsParser --help' for the list")
    }
    let rest = Array(arguments.dropFirst())
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return .help(command)
    }
    return .command(try command.init(arguments: rest))
  }

  /// Runs the invocation, printing its report.
  /// - Returns: the exit code of a command that finished.
  /// - Throws: ``CommandFailure`` when the command cannot finish.
  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    switch self {
    case .help(let command):
      console.output(command?.help ?? HelpText.overview)
      return .ok
    case .version:
      console.output("LabelsParser \(HelpText.toolVersion)")
      return .ok
    case .command(let command) where !command.locksExportRootForRun:
      return try command.run(project: project, console: console)
    case .command(let command):
      let access = command.exportRootAccess(project: project)
      let lock: FolderLock?
      do {
        lock = try FolderLock.acquire(access.root, exclusive: access.exclusive, console: console)
      } catch {
        throw access.exclusive ? CommandFailure(writing: error) : CommandFailure(reading: error)
      }
      defer { withExtendedLifetime(lock) {} }
      return try command.run(project: project, console: console)
    }
  }
}
