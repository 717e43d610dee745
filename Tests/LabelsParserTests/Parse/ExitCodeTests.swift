import Foundation
import Testing

@testable import LabelsCommands

/// The exit codes are defined once, in `ExitCode`: `--help` lists them from it, and the docs page must
/// list every one.
@Suite struct ExitCodeTests {
  @Test func theDocsListEveryExitCode() throws {
    let page = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("docs/exit-codes.md"), encoding: .utf8
    )
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for code in ExitCode.allCases {
      #expect(
        rows.contains { $0.hasPrefix("| \(code.rawValue) | `\(code)` |") },
        "docs/exit-codes.md has no row for \(code.rawValue) (\(code))")
    }
  }

  @Test func theOverviewListsEveryExitCode() {
    let overview = HelpText.overview.replacingOccurrences(of: "\n", with: " ")
    for code in ExitCode.allCases {
      #expect(overview.contains("\(code.rawValue) \(code.summary)"))
    }
  }
}
