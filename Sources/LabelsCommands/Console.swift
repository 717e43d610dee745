import Foundation

/// Where reports (stdout) and diagnostics (stderr) go: the process's streams, or a capture in tests.
package struct Console: Sendable {
  /// Whether reports may be coloured: stdout is a terminal and `NO_COLOR` is not set.
  package let colourEnabled: Bool
  private let standardOutput: @Sendable ([UInt8]) -> Void
  private let standardError: @Sendable ([UInt8]) -> Void
  private let outputErrorNumber: @Sendable () -> Int32?

  /// A console that writes to the given sinks, such as buffers in a test; `outputError` gives the
  /// `errno` of a write to `output` that failed, if one did.
  package init(
    colourEnabled: Bool = false,
    output: @escaping @Sendable ([UInt8]) -> Void,
    error: @escaping @Sendable ([UInt8]) -> Void,
    outputError: @escaping @Sendable () -> Int32? = { nil }
  ) {
    self.colourEnabled = colourEnabled
    standardOutput = output
    standardError = error
    outputErrorNumber = outputError
  }

  /// The process's stdout and stderr, coloured only on a terminal without `NO_COLOR`. A write that
  /// fails (a full disk, a closed pipe) is remembered as ``outputError``, not a crash; the caller
  /// should ignore `SIGPIPE` so that a closed pipe is such an error.
  package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console
  {
    let output = StandardStream(descriptor: STDOUT_FILENO)
    let error = StandardStream(descriptor: STDERR_FILENO)
    return Console(
      colourEnabled: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil,
      output: output.write,
      error: error.write,
      outputError: { output.error }
    )
  }

  /// The `errno` of the first write to stdout that failed, or `nil` when every write succeeded.
  var outputError: Int32? {
    outputErrorNumber()
  }

  /// Prints a line of the report to stdout.
  func output(_ line: String) {
    standardOutput(Array((line + "\n").utf8))
  }

  /// Writes text to stdout as it is.
  func write(_ text: String) {
    standardOutput(Array(text.utf8))
  }

  /// Writes bytes to stdout as they are.
  func write(_ bytes: [UInt8]) {
    standardOutput(bytes)
  }

  /// Prints a diagnostic line to stderr.
  func error(_ line: String) {
    standardError(Array((line + "\n").utf8))
  }
}
