import Foundation

/// Runs `git` in a folder and returns what it printed: the gate's only way into the repository's history.
struct Git {
  /// The folder git runs in (`git -C`); empty for the working directory.
  let folder: String

  /// What one git command printed and how it ended.
  struct Output {
    /// Standard output's bytes.
    let bytes: [UInt8]
    /// Standard error.
    let errorText: String
    /// The exit status.
    let status: Int32

    /// Standard output as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// Runs `git ARGUMENTS`.
  /// - Throws: ``CommandFailure`` (69) when git cannot be started.
  func run(_ arguments: [String]) throws(CommandFailure) -> Output {
    let (process, output, errorData) = try start(arguments, input: nil)
    // A committed file is a stranger's input too: its bytes are read no further than a file's.
    let data: [UInt8]
    do {
      data = try FileSystem.readAll(
        output.fileHandleForReading.fileDescriptor, path: "git " + arguments.joined(separator: " "))
    } catch {
      process.terminate()
      Self.waitForExit(process)
      throw CommandFailure(reading: error)
    }
    Self.waitForExit(process)
    return Output(
      bytes: data, errorText: errorData.finish(),
      status: process.terminationStatus)
  }

  /// Starts `git ARGUMENTS` with its standard output and error piped, and its standard input from
  /// `input` (else nothing); the caller reads the output and waits.
  /// - Throws: ``CommandFailure`` (69) when git cannot be started.
  func start(_ arguments: [String], input: Pipe?) throws(CommandFailure) -> (Process, Pipe, ErrorCollector) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + (folder.isEmpty ? [] : ["-C", folder]) + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw CommandFailure(
        .unavailable, "check reads the history of the exports with git, which cannot be run: \(error)")
    }
    // Read standard error on its own thread, so that a large output on either pipe cannot stall git.
    return (process, output, ErrorCollector(errors.fileHandleForReading))
  }

  /// Waits until a git process has exited. `Process.waitUntilExit` notices an exit only when its run
  /// loop's 50 ms timer fires on Linux, which made each git process cost 50 ms of waiting; `isRunning`
  /// turns false as soon as the child is reaped, and git has closed its output when this is called.
  static func waitForExit(_ process: Process) {
    while process.isRunning { usleep(100) }
  }

  /// Runs `git ARGUMENTS` and returns its output, failing when git does.
  /// - Throws: ``CommandFailure`` (69) when git cannot be run or fails.
  func text(_ arguments: [String]) throws(CommandFailure) -> String {
    String(decoding: try bytes(arguments), as: UTF8.self)
  }

  /// Runs `git ARGUMENTS` and returns the bytes it printed, failing when git does.
  /// - Throws: ``CommandFailure`` (69) when git cannot be run or fails.
  func bytes(_ arguments: [String]) throws(CommandFailure) -> [UInt8] {
    let output = try run(arguments)
    guard output.status == 0 else {
      let detail = output.errorText.split(separator: "\n").first.map(String.init) ?? "exit \(output.status)"
      throw CommandFailure(.unavailable, "git \(arguments.first ?? "") failed: \(detail)")
    }
    return output.bytes
  }
}

/// Reads a pipe to its end on another thread.
final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
