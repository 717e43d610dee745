import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct ChangeReportTests {
  @Test(arguments: ChangeRule.allCases)
  func aChangeHasTheSeverityOfItsRule(rule: ChangeRule) {
    #expect(Change(rule: rule, path: .root).severity == rule.definition.severity)
  }

  @Test func severitiesOrderFromContentToBreaking() {
    #expect(Severity.content < .additive && Severity.additive < .breaking)
    #expect(Severity.allCases.sorted().map(\.rawValue) == ["content", "additive", "breaking"])
    #expect(VersionBump.allCases.sorted().map(\.rawValue) == ["none", "patch", "minor", "major"])
    #expect(Verdict.allCases.sorted().map(\.rawValue) == ["identical", "content", "additive", "breaking"])
  }

  @Test(arguments: [
    ([ChangeRule](), Verdict.identical, VersionBump.none),
    ([.valueChanged, .itemAdded], .content, .none),
    ([.valueChanged, .keyAdded], .additive, .minor),
    ([.localeAdded], .additive, .minor),
    ([.keyAdded, .keyRemoved, .valueChanged], .breaking, .major),
    ([.placeholdersChanged], .breaking, .major),
  ])
  func verdictIsTheHighestSeverity(rules: [ChangeRule], verdict: Verdict, bump: VersionBump) {
    let report = ChangeReport(rules.enumerated().map { Change(rule: $1, path: JSONPointer([String($0)])) })
    #expect(report.verdict == verdict)
    #expect(report.suggestedBump == bump)
    #expect(report.verdict.severity == rules.map(\.severity).max())
  }

  @Test func summaryCountsEachSeverity() {
    let report = ChangeReport(
      [.keyRemoved, .typeChanged, .keyAdded, .valueChanged, .itemAdded, .translationStale].map {
        Change(rule: $0, path: .root)
      })
    #expect(report.summary == ChangeSummary(report.changes))
    #expect([report.summary.breaking, report.summary.additive, report.summary.content] == [2, 1, 3])
    #expect(report.summary.text == "2 breaking, 1 additive, 3 content")
    #expect(report.changes(atLeast: .additive).map(\.rule) == [.keyAdded, .keyRemoved, .typeChanged])
    #expect(report.changes(atLeast: .content).count == 6)
  }

  @Test func sortsByLocaleThenPathThenRuleThenID() throws {
    let ru = try LocaleIdentifier("ru")
    let en = try LocaleIdentifier("en")
    let changes = [
      Change(rule: .valueChanged, locale: ru, path: JSONPointer(["a"])),
      Change(rule: .itemRemoved, locale: en, path: JSONPointer(["list", "2"]), id: "b"),
      Change(rule: .itemAdded, locale: en, path: JSONPointer(["list", "2"]), id: "z"),
      Change(rule: .itemAdded, locale: en, path: JSONPointer(["list", "10"]), id: "a"),
      Change(rule: .keyAdded, locale: nil, path: JSONPointer(["z"])),
      Change(rule: .localeAdded, locale: ru, path: .root),
    ]
    let sorted = ChangeReport(changes).changes.map(DiffFixtures.describe)
    #expect(
      sorted == [
        "additive key-added /z",
        "content item-added en /list/2 id=z",
        "content item-removed en /list/2 id=b",
        "content item-added en /list/10 id=a",
        "additive locale-added ru <root>",
        "content value-changed ru /a",
      ])
    #expect(ChangeReport(changes.reversed()) == ChangeReport(changes))
  }

  @Test(arguments: [
    (
      Change(rule: .keyRemoved, path: .root, old: .string("Welcome"), hint: "possibly renamed to /b"),
      #"key removed (was "Welcome"); possibly renamed to /b"#
    ),
    (Change(rule: .keyAdded, path: .root, new: .object([:])), "key added ({})"),
    (Change(rule: .itemRemoved, path: .root, old: .number("1")), "item removed (was 1)"),
    (
      Change(rule: .itemAdded, path: .root, new: .object(["id": .string("x")]), id: "x"),
      #"item "x" added ({"id": "x"})"#
    ),
    (
      Change(rule: .typeChanged, path: .root, old: .string("5"), new: .number("5")),
      #"type changed from string to number ("5" → 5)"#
    ),
    (
      Change(rule: .placeholdersChanged, path: .root, old: .string("%@ of {n}"), new: .string("%lld")),
      #"placeholders changed from %1$@ {n} to %1$lld ("%@ of {n}" → "%lld")"#
    ),
    (Change(rule: .valueChanged, path: .root, old: .bool(true), new: .null), "value changed (true → null)"),
    (
      Change(rule: .translationStale, path: .root, old: .string("a"), new: .string("b"), hint: "update it"),
      #"translation may be stale (base text "a" → "b"); update it"#
    ),
    (
      Change(rule: .optionalRemoved, path: .root, old: .string("Forgot?"), hint: "possibly renamed to /b"),
      #"optional label removed (was "Forgot?"); apps show their fallback; possibly renamed to /b"#
    ),
    (
      Change(rule: .optionalAdded, path: .root, new: .string("Forgot?")), #"optional label added ("Forgot?")"#
    ),
    (Change(rule: .localeRemoved, path: .root), "locale removed"),
    (Change(rule: .localeAdded, path: .root), "locale added"),
  ])
  func messagesSayWhatChanged(change: Change, message: String) {
    #expect(change.message == message)
  }

  @Test func longValuesAreShortenedInMessages() {
    let long = String(repeating: "x", count: 100)
    let change = Change(rule: .keyAdded, path: .root, new: .string(long))
    #expect(change.message == "key added (\"" + String(repeating: "x", count: 58) + "…)")
  }
}
