import Foundation

/// Runs `git` in a folder and returns what it printed: the gate's only way into the repository's history.
struct Git {
  /// The folder git runs in (`git -C`); empty for the working directory.
  let folder: String

  /// What one git command printed and how it ended.
  struct Output {
    /// Standard output.
    let text: String
    /// Standard error.
    let errorText: String
    /// The exit status.
    let status: Int32
  }

  /// Runs `git ARGUMENTS`.
  /// - Throws: ``CommandFailure`` (69) when git cannot be started.
  func run(_ arguments: [String]) throws(CommandFailure) -> Output {
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
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw CommandFailure(
        .unavailable, "check reads the history of the exports with git, which cannot be run: \(error)")
    }
    // Read both pipes before waiting, so that a large output cannot fill a pipe and stall git.
    let errorData = ErrorCollector(errors.fileHandleForReading)
    // A committed file is a stranger's input too: its bytes are read no further than a file's.
    let data: [UInt8]
    do {
      data = try FileSystem.readAll(
        output.fileHandleForReading.fileDescriptor, path: "git " + arguments.joined(separator: " "))
    } catch {
      process.terminate()
      process.waitUntilExit()
      throw CommandFailure(reading: error)
    }
    process.waitUntilExit()
    return Output(
      text: String(decoding: data, as: UTF8.self), errorText: errorData.finish(),
      status: process.terminationStatus)
  }

  /// Runs `git ARGUMENTS` and returns its output, failing when git does.
  /// - Throws: ``CommandFailure`` (69) when git cannot be run or fails.
  func text(_ arguments: [String]) throws(CommandFailure) -> String {
    let output = try run(arguments)
    guard output.status == 0 else {
      let detail = output.errorText.split(separator: "\n").first.map(String.init) ?? "exit \(output.status)"
      throw CommandFailure(.unavailable, "git \(arguments.first ?? "") failed: \(detail)")
    }
    return output.text
  }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
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
