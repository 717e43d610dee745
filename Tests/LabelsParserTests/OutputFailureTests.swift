import Foundation
import LabelsCommands
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A report that cannot be written (a full disk, a closed pipe) is exit 74, never a crash: with a
/// message for a full disk, quietly for a reader that went away, as `cat` does.
@Suite struct OutputFailureTests {
  @Test func aFullDiskIsExit74WithAMessage() {
    #expect(
      CommandRun(["--version"], project: ShopLabels.v1(root: ""), outputError: { ENOSPC })
        == CommandRun(
          stdout: "LabelsParser 0.1.0\n",
          stderr: "error: cannot write to standard output: No space left on device\n", status: 74))
  }

  @Test func aClosedPipeIsExit74Quietly() {
    let run = CommandRun(["--help"], project: ShopLabels.v1(root: ""), outputError: { EPIPE })
    #expect(run.status == 74)
    #expect(run.stderr == "")
  }

  /// The built tool, with stdout on `/dev/full` and on a pipe nobody reads.
  @Test func theBuiltToolReportsAFullDeviceAndAClosedPipe() throws {
    #if os(Linux)
      let full = try runBuilt(
        ["--help"], output: try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")))
      #expect(full.status == 74)
      #expect(full.stderr == "error: cannot write to standard output: No space left on device\n")
    #endif
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let closed = try runBuilt(["--help"], output: pipe.fileHandleForWriting)
    #expect(closed.status == 74)
    #expect(closed.stderr == "")
  }

  private func runBuilt(_ arguments: [String], output: FileHandle) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = LabelsParserRunner.executable
    process.arguments = arguments
    let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("labels-err-\(UUID())")
    FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }
}
