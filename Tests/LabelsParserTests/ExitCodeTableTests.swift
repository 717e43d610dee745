import Foundation
import Testing

@testable import LabelsCommands

/// One table of exit codes per command, each command's `exitCodes`, which its `--help` and
/// docs/exit-codes.md both list: a code added to one and not the others fails here.
@Suite struct ExitCodeTableTests {
  /// The codes a help text's "Exit codes:" paragraph lists: each number that starts an item.
  private static func codes(inHelp help: String) -> [Int32] {
    guard let start = help.range(of: "Exit codes:") else { return [] }
    let text = help[start.upperBound...].components(separatedBy: "\n\n").first ?? ""
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return flat.matches(of: #/(?:^|, )(\d+) /#).compactMap { Int32($0.output.1) }
  }

  /// The rows of the page's "Codes by command" table: command name → codes.
  private static func documentedCodes() throws -> [String: [Int32]] {
    let page = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("docs/exit-codes.md"), encoding: .utf8
    )
    let section = try #require(page.components(separatedBy: "## Codes by command").dropFirst().first)
    var rows: [String: [Int32]] = [:]
    for match in section.matches(of: /\n\| `([a-z]+)` \| ([0-9, ]+) \|/) {
      rows[String(match.output.1)] = match.output.2.split(separator: ",").compactMap {
        Int32($0.trimmingCharacters(in: .whitespaces))
      }
    }
    return rows
  }

  @Test func everyCommandsHelpListsExactlyItsCodes() {
    for command in Invocation.commands {
      #expect(
        Self.codes(inHelp: command.help) == command.exitCodes.map(\.rawValue),
        "\(command.name) --help lists other codes than its exitCodes")
      #expect(!command.exitCodes.contains(.software), "\(command.name): 70 is any command's, listed once")
    }
  }

  @Test func thePageListsEveryCommandWithExactlyItsCodes() throws {
    let documented = try Self.documentedCodes()
    #expect(Set(documented.keys) == Set(Invocation.commands.map { $0.name }))
    for command in Invocation.commands {
      #expect(
        documented[command.name] == command.exitCodes.map(\.rawValue), "docs/exit-codes.md: \(command.name)")
    }
  }

  @Test func thePageExplainsEveryCodeTheTableUses() throws {
    let page = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("docs/exit-codes.md"), encoding: .utf8
    )
    for code in ExitCode.allCases {
      #expect(
        page.contains("\n| \(code.rawValue) | `\(code)` |"), "docs/exit-codes.md explains \(code.rawValue)")
    }
  }
}
