import Foundation

/// The built `LabelsParser` running `serve` with `arguments` in a folder, its first line read and its
/// port taken from it; stopped with SIGTERM by ``stop()``, or by a watchdog after 20 seconds so that a
/// tool that never prints its line fails the test instead of hanging it.
final class ServingTool {
  /// The first line the tool printed.
  let line: String
  /// The port named in that line, 0 when it names none.
  let port: UInt16
  private let process = Process()
  private let errors = Pipe()
  private let watchdog: DispatchWorkItem

  /// Starts the tool in `folder`, with `LABELS_SERVE_TOKEN` set to `token` (unset for `nil`).
  init(_ arguments: [String], in folder: URL, token: String? = nil) throws {
    process.executableURL = LabelsParserRunner.executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["LABELS_SERVE_TOKEN"] = token
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    watchdog = DispatchWorkItem { [process] in if process.isRunning { process.interrupt() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
    var first = Data()
    while !first.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      first += chunk
    }
    line = String(decoding: first, as: UTF8.self)
    let digits = line.split(separator: ":").dropFirst(2).first?.prefix { $0.isNumber } ?? ""
    port = UInt16(digits) ?? 0
  }

  /// Stops the tool with SIGTERM: how it ended, its exit status and what it logged on stderr.
  func stop() -> (reason: Process.TerminationReason, status: Int32, logged: String) {
    process.terminate()
    process.waitUntilExit()
    watchdog.cancel()
    let logged = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationReason, process.terminationStatus, logged)
  }
}
