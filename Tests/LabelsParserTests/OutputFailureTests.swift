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
}
