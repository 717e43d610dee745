import Foundation
import Testing

/// Runs the built `LabelsParser` executable, as a user would, and captures what it prints; or another
/// program (git, make, swift) that a test needs.
///
/// The built executable links the team's live labels, so the tests that run it (``EndToEndTests``) only
/// use commands that do not read them; every other test runs the command line in process on a fixture
/// project (``CommandRun``).
struct LabelsParserRunner {
  /// What one run printed and how it exited.
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    /// The exit code, or the number of the signal that ended the process.
    var status: Int32
    /// Whether a signal ended the process instead of `exit`.
    var signalled = false
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

  /// Runs `LabelsParser arguments...` (or another program) in `directory` with `NO_COLOR` set, reading
  /// `input` on its standard input (none by default) and writing its standard output to `output` when
  /// given (a full device, a closed pipe), else capturing it; `environment` is added to the process's.
  static func run(
    _ arguments: [String], in directory: URL, input: Data? = nil, output given: FileHandle? = nil,
    program: URL = executable, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var processEnvironment = ProcessInfo.processInfo.environment
    processEnvironment["NO_COLOR"] = "1"
    processEnvironment.merge(environment) { $1 }
    process.environment = processEnvironment
    // Files, not pipes: a large output cannot fill a pipe and block the child.
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent(
      "labels-run-\(UUID().uuidString)")
    let outputURL = capture.appendingPathExtension("out")
    let errorURL = capture.appendingPathExtension("err")
    let inputURL = capture.appendingPathExtension("in")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
      FileManager.default.createFile(atPath: errorURL.path, contents: nil),
      FileManager.default.createFile(atPath: inputURL.path, contents: input)
    else { throw CocoaError(.fileWriteUnknown) }
    defer {
      for url in [outputURL, errorURL, inputURL] { try? FileManager.default.removeItem(at: url) }
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorURL)
    process.standardOutput = given ?? output
    process.standardError = errors
    process.standardInput = input == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: inputURL)
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    return Result(
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal
    )
  }
}
