import Foundation

/// Where reports (stdout) and diagnostics (stderr) go.
struct Console {
  /// Prints a line of the report to stdout.
  func output(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes text to stdout as it is.
  func write(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Prints a diagnostic line to stderr.
  func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
