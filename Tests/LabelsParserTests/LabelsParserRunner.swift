import Foundation
import Testing

/// Runs the built `LabelsParser` executable, as a user would, and captures what it prints.
struct LabelsParserRunner {
  /// What one run printed and how it exited.
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built executable: beside the test bundle, where `swift test` builds every product.
  static let executable: URL = {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("LabelsParser")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/LabelsParser")
  }()

  /// Runs `LabelsParser arguments...` (or another program) in `directory` with `NO_COLOR` set and no
  /// standard input.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], program: URL = executable
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var processEnvironment = ProcessInfo.processInfo.environment
    processEnvironment["NO_COLOR"] = "1"
    processEnvironment.merge(environment) { _, new in new }
    process.environment = processEnvironment
    // Files, not pipes: a large output cannot fill a pipe and block the child.
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent(
      "labels-run-\(UUID().uuidString)")
    let outputURL = capture.appendingPathExtension("out")
    let errorURL = capture.appendingPathExtension("err")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
      FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    else { throw CocoaError(.fileWriteUnknown) }
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorURL)
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    return Result(
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: process.terminationStatus
    )
  }
}
