import Foundation

/// The built `LabelsParser` running `serve` with `arguments` in a folder, its first line read and its
/// port taken from it; stopped with SIGTERM by ``stop()``, or by a watchdog after `lifetime` (20 seconds
/// unless a test needs longer) so that a tool that never prints its line fails the test instead of
/// hanging it.
final class ServingTool {
  /// The first line the tool printed.
  let line: String
  /// The port named in that line, 0 when it names none.
  let port: UInt16
  private let process = Process()
  private let errors = Pipe()
  /// What the tool logged on stderr, read as it comes: a pipe left unread fills after some 64 KiB of
  /// logged requests, and the tool then blocks on its next line.
  private let logged = LoggedBytes()
  private let watchdog: DispatchWorkItem

  /// Starts the tool in `folder`, with `LABELS_SERVE_TOKEN` set to `token` (unset for `nil`), for at most
  /// `lifetime` seconds.
  init(_ arguments: [String], in folder: URL, token: String? = nil, lifetime: Double = 20) throws {
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
    let reader = errors.fileHandleForReading
    Thread.detachNewThread { [logged] in
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        logged.append(chunk)
      }
      logged.finish()
    }
    watchdog = DispatchWorkItem { [process] in if process.isRunning { process.interrupt() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + lifetime, execute: watchdog)
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
    return (process.terminationReason, process.terminationStatus, logged.text())
  }
}

/// The bytes a reader thread collects from a pipe, and the wait for its end.
private final class LoggedBytes: @unchecked Sendable {
  private let lock = NSCondition()
  private var bytes = Data()
  private var ended = false

  func append(_ chunk: Data) { lock.withLock { bytes += chunk } }

  func finish() {
    lock.withLock {
      ended = true
      lock.broadcast()
    }
  }

  /// Everything the pipe carried, once it has ended.
  func text() -> String {
    lock.withLock {
      while !ended { lock.wait() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
