/// A command that cannot finish: the diagnostics to print on stderr and the exit code.
struct CommandFailure: Error, Equatable, Sendable {
  /// The exit code.
  let code: ExitCode
  /// Complete lines, such as `Exports/1.0.0/en.json:3:5: error: duplicate key "a"`.
  let diagnostics: [String]

  init(_ code: ExitCode, _ diagnostics: [String]) {
    self.code = code
    self.diagnostics = diagnostics
  }

  /// A failure with one `error:` line about a file.
  init(_ code: ExitCode, file: String, _ message: String) {
    self.init(code, ["\(file): error: \(message)"])
  }
}
