/// The texts of `LabelsParser --help` and `--version`; each command holds its own help.
enum HelpText {
  /// The tool's version, printed by `--version`.
  static let toolVersion = "0.1.0"

  /// The usage of the tool as a whole.
  static let usage = "usage: LabelsParser <command> [options]\n       LabelsParser --help | --version"

  /// `LabelsParser --help`.
  static var overview: String {
    let width = Invocation.commands.map { $0.name.count }.max() ?? 0
    let commands = Invocation.commands.map { command in
      "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
    }
    let codes = ExitCode.allCases.map { "\($0.rawValue) \($0.summary)" }.joined(separator: ", ")
    return """
      LabelsParser: publish the app's labels as per-locale JSON and guard their compatibility.

      \(usage)

      Commands:
      \(commands.joined(separator: "\n"))

      Run 'LabelsParser <command> --help' for a command's options.

      \(wrapped("Exit codes (docs/exit-codes.md): \(codes).", width: Self.width, indent: 0))
      """
  }
}
