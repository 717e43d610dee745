/// The `--name value` and `--name=value` options of one LabelsBench command, checked against what it takes.
struct BenchOptions {
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Scans the arguments.
  /// - Throws: ``BenchError/usage(_:)`` for an unknown option, a missing value or a leftover argument.
  init(_ arguments: [String], options: Set<String>, flags allowedFlags: Set<String> = []) throws(BenchError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if allowedFlags.contains(name), parts.count == 1 {
        flags.insert(name)
      } else if options.contains(name) {
        guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
          throw .usage("option '\(name)' needs a value")
        }
        values[name] = value
      } else {
        throw .usage("unknown argument '\(argument)'")
      }
    }
  }

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// Whether an option was given a value.
  func isGiven(_ name: String) -> Bool {
    values[name] != nil
  }

  /// The string value of an option, or the default.
  func string(_ name: String, default fallback: String) -> String {
    values[name] ?? fallback
  }

  /// The positive integer value of an option, or the default.
  /// - Throws: ``BenchError/usage(_:)`` when the value is not a positive integer.
  func count(_ name: String, default fallback: Int) throws(BenchError) -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), value > 0 else {
      throw .usage("option '\(name)' needs a positive whole number, not '\(text)'")
    }
    return value
  }
}
