import Foundation
import Testing

@testable import LabelsCommands

/// Every `--help` text, exactly: the tool's and each command's, as golden files under `Golden/help/`
/// (`RECORD=1 swift test` rewrites them after an intended change), so that a change to a help text is
/// seen in review and a command without one fails.
@Suite struct HelpTests {
  @Test func everyHelpTextIsTheGoldenOne() throws {
    let folder = try TemporaryDirectory()
    let overview = CommandRun(["--help"], in: folder.url)
    #expect(overview.stderr == "")
    #expect(overview.status == 0)
    try folder.write(overview.stdout, to: "help/LabelsParser.txt")
    for command in Invocation.commands {
      let help = CommandRun([command.name, "--help"], in: folder.url)
      #expect(help.stderr == "", "\(command.name)")
      #expect(help.status == 0, "\(command.name)")
      #expect(
        help.stdout.hasPrefix(command.usage + "\n\n"), "the help of \(command.name) starts with its usage")
      try folder.write(help.stdout, to: "help/\(command.name).txt")
    }
    try GoldenFolder.check(folder.url.appendingPathComponent("help"), matches: "help")
  }

  @Test func versionIsTheToolsVersion() throws {
    let folder = try TemporaryDirectory()
    #expect(
      CommandRun(["--version"], in: folder.url)
        == CommandRun(stdout: "LabelsParser 0.1.0\n", stderr: "", status: 0))
  }
}
