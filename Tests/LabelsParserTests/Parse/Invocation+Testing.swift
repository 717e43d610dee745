@testable import LabelsCommands

/// Parsing as `LabelsParser` parses, for tests of the parsers themselves, as swift-argument-parser's
/// `AssertParse` and `AssertErrorMessage` do: no command runs.
extension Invocation {
  /// What `arguments` parse to when they are the arguments of `Command`.
  /// - Throws: the ``UsageError`` they are refused with, or ``NotTheCommand`` when they name another.
  static func command<Command: RunnableCommand>(_ arguments: [String], as type: Command.Type) throws
    -> Command
  {
    guard case .command(let command) = try parse(arguments), let parsed = command as? Command else {
      throw NotTheCommand(arguments: arguments)
    }
    return parsed
  }

  /// The usage error `arguments` are refused with, or `nil` when they parse.
  static func usageError(_ arguments: [String]) -> UsageError? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  /// The help `arguments` ask for: `nil` for the tool's, a command's name for a command's.
  /// - Throws: ``NotTheCommand`` when they ask for something else.
  static func helpRequested(_ arguments: [String]) throws -> String? {
    guard case .help(let command) = try parse(arguments) else { throw NotTheCommand(arguments: arguments) }
    return command?.name
  }

  /// Arguments that parsed to another invocation than the test expected.
  struct NotTheCommand: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String { "\(arguments) parse to another invocation" }
  }
}
