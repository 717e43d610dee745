import Foundation
import Testing

@testable import LabelsKit

/// Every rule is defined once, and `docs/rules.md` is what the definitions say.
@Suite struct RuleReferenceTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theCommittedPageIsWrittenFromTheDefinitions() throws {
    try Golden.check(
      Array(RuleReference.markdown.utf8), matches: Self.packageRoot.appendingPathComponent("docs/rules.md"),
      name: "docs/rules.md")
  }

  @Test func everyRuleBelongsToAFamilyAndIsNamedOnce() {
    let listed = RuleFamily.allCases.flatMap(\.rules).map(\.id)
    let defined =
      ChangeRule.allCases.map(\.id) + FindingRule.allCases.map(\.id) + AuditRule.allCases.map(\.id)
      + GateRule.allCases.map(\.id)
    #expect(Set(listed) == Set(defined))
    // One event, two reports: diff's change of a base text and lint's review state that outlives it.
    let shared = ["translation-stale"]
    #expect(Set(defined).count + shared.count == defined.count, "two rules share an id")
    for family in RuleFamily.allCases {
      #expect(!family.rules.isEmpty, "\(family) has no rule")
    }
  }

  @Test(arguments: RuleFamily.allCases.flatMap(\.rules).map(\.id))
  func eachDefinitionIsOneLineAndAnExplanation(id: String) throws {
    let rule = try #require(RuleFamily.allCases.flatMap(\.rules).first { $0.id == id })
    #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "ids are lowercase words joined by '-'")
    #expect(!rule.summary.isEmpty && !rule.summary.contains("\n") && !rule.summary.contains("|"))
    #expect(!rule.summary.hasSuffix("."), "a summary is a phrase, without a full stop")
    #expect(rule.explanation.hasSuffix("."), "an explanation is sentences")
    #expect(!rule.explanation.contains("\n"))
  }
}
