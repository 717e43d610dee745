/// Splits a command's arguments into options with values, flags and positionals, refusing the rest.
///
/// Accepts `--name value` and `--name=value`; `--` ends the options.
struct ArgumentScanner {
  /// The options that take a value, by name, with the value given.
  private(set) var values: [String: String] = [:]
  /// The flags given.
  private(set) var flags: Set<String> = []
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []

  /// Scans `arguments` for `command`.
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a flag or a
  ///   repeated option.
  init(
    _ arguments: [String], command: any RunnableCommand.Type, options: Set<String>,
    flags allowedFlags: Set<String>
  )
    throws(UsageError)
  {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positionals.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      if options.contains(name) {
        let value: String
        if parts.count == 2 {
          value = String(parts[1])
        } else if let next = remaining.popFirst() {
          value = next
        } else {
          throw UsageError("option \(name) needs a value", command: command)
        }
        guard values.updateValue(value, forKey: name) == nil else {
          throw UsageError("option \(name) is given more than once", command: command)
        }
      } else if allowedFlags.contains(name) {
        guard parts.count == 1 else { throw UsageError("option \(name) takes no value", command: command) }
        flags.insert(name)
      } else {
        throw UsageError("unknown option '\(name)' for \(command.name)", command: command)
      }
    }
  }
}
