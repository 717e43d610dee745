import LabelsKit

/// A command that cannot finish: the diagnostics to print on stderr and the exit code.
package struct CommandFailure: Error, Equatable, Sendable {
  /// The exit code.
  let code: ExitCode
  /// What went wrong, such as `Exports/1.0.0/en.json:3:5: error: duplicate key "a"`.
  let diagnostics: [Diagnostic]
  /// The command's usage line, printed after the diagnostics of a usage error found while running.
  let usage: String?

  init(_ code: ExitCode, _ diagnostics: [Diagnostic], usage: String? = nil) {
    self.code = code
    self.diagnostics = diagnostics
    self.usage = usage
  }

  /// A failure with one error about a file.
  init(_ code: ExitCode, file: String, _ message: String) {
    self.init(code, [Diagnostic(.error, at: FileLocation(file: file), message)])
  }

  /// A failure with one error about no file.
  init(_ code: ExitCode, _ message: String) {
    self.init(code, [Diagnostic(.error, message)])
  }
}
