import Foundation

/// Where reports (stdout) and diagnostics (stderr) go.
struct Console {
  /// Whether reports on stdout may be coloured: stdout is a terminal and `NO_COLOR` is not set.
  let colourEnabled: Bool

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    colourEnabled = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
  }

  /// Prints a line of the report to stdout.
  func output(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes text to stdout as it is.
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes bytes to stdout as they are.
  func write(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Prints a diagnostic line to stderr.
  func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
