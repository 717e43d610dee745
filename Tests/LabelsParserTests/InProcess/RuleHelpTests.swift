import LabelsKit
import Testing

@testable import LabelsCommands

/// The `--help` of every command that reports rules lists them from their definitions, so a rule
/// cannot be missing from it.
@Suite struct RuleHelpTests {
  private static let project = ShopLabels.v1(root: "")

  @Test(
    arguments: [
      ("lint", RuleFamily.lint.rules),
      ("diff", RuleFamily.compatibility.rules),
      ("check", CheckCommand.rules),
      ("bundle", BundleCommand.rules),
    ] as [(String, [any Rule])])
  func helpListsEveryRuleWithItsSeverityAndSummary(command: String, rules: [any Rule]) {
    let help = CommandRun([command, "--help"], project: Self.project)
    #expect(help.status == 0)
    let lines = help.stdout.split(separator: "\n").map(String.init)
    for rule in rules {
      let row = lines.first { $0.hasPrefix("  \(rule.id) ") }
      let words = row?.split(separator: " ").map(String.init) ?? []
      #expect(words.prefix(2) == [rule.id, rule.severityName], "\(command) --help lists \(rule.id)")
      #expect(
        words.dropFirst(2).joined(separator: " ")
          == rule.summary.split(separator: " ").prefix(words.count - 2)
          .joined(separator: " "), "\(command) --help gives the summary of \(rule.id)")
    }
    #expect(lines.allSatisfy { $0.count <= 92 }, "\(command) --help fits 92 columns")
  }

  @Test func everyCommandThatReportsARuleListsIt() {
    let helps = ["lint", "diff", "check", "bundle"].map {
      CommandRun([$0, "--help"], project: Self.project).stdout
    }
    for rule in RuleFamily.allCases.flatMap(\.rules) {
      #expect(helps.contains { $0.contains("\n  \(rule.id) ") }, "no --help lists \(rule.id)")
    }
  }
}
