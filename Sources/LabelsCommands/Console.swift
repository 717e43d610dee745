import Foundation

/// Where reports (stdout) and diagnostics (stderr) go: the process's streams, or a capture in tests.
public struct Console: Sendable {
  /// Whether reports may be coloured: stdout is a terminal and `NO_COLOR` is not set.
  public let colourEnabled: Bool
  private let standardOutput: @Sendable ([UInt8]) -> Void
  private let standardError: @Sendable ([UInt8]) -> Void

  /// A console that writes to the given sinks, such as buffers in a test.
  public init(
    colourEnabled: Bool = false,
    output: @escaping @Sendable ([UInt8]) -> Void,
    error: @escaping @Sendable ([UInt8]) -> Void
  ) {
    self.colourEnabled = colourEnabled
    standardOutput = output
    standardError = error
  }

  /// The process's stdout and stderr, coloured only on a terminal without `NO_COLOR`.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console
  {
    Console(
      colourEnabled: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil,
      output: { FileHandle.standardOutput.write(Data($0)) },
      error: { FileHandle.standardError.write(Data($0)) }
    )
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
