import Foundation
import LabelsCore
import LabelsSchema
import Testing

/// A plural keeps the rules of its locale, so the app writes `labels.expenses.count(5)`: the language's
/// initialiser gives them, a decoder hands them, and the JSON never holds them.
@Suite struct PluralRulesCarriedTests {
  private let russian = Plural.ru(
    one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
    exact: [0: "Нет расходов"])

  @Test func aLanguagesInitialiserGivesItsRulesSoTheCountNeedsNoLocale() {
    #expect(russian.rules == .forLocale("ru"))
    #expect(
      [0, 1, 3, 5, 21, 111].map { russian($0) } == [
        "Нет расходов", "1 расход", "3 расхода", "5 расходов", "21 расход", "111 расходов",
      ])
    #expect(
      [1, 5].map { Plural.en(one: "%lld expense", other: "%lld expenses")($0) } == [
        "1 expense", "5 expenses",
      ])
    #expect(
      Plural.ptPT(one: "%lld ficheiro", many: "%lld de ficheiros", other: "%lld ficheiros").rules.locale
        == "pt_PT")
  }

  @Test func aLanguagesInitialiserWithExactFormsIsTheOneWithoutThemPlusThoseForms() {
    let withoutExact = Plural.ru(
      one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")
    #expect(withoutExact.forms == russian.forms)
    #expect(withoutExact.exact.isEmpty)
    #expect(russian.exact == [0: "Нет расходов"])
    #expect(withoutExact.rules == russian.rules)
    #expect([0, 5].map { withoutExact($0) } == ["0 расходов", "5 расходов"])
  }

  @Test func theOlderCallsStillChooseTheirOwnRules() {
    #expect(russian(5, locale: "en") == "5 расхода")
    #expect(russian(5, rules: .forLocale("uk")) == "5 расходов")
  }

  @Test func aPluralWithoutRulesHasTheRootRulesAndNeverTraps() {
    let handWritten = Plural([.one: "%lld расход", .other: "%lld расхода"])
    #expect(handWritten.rules == .root)
    #expect(PluralRules.root.categories == [.other])
    #expect(handWritten(1) == "1 расхода")
    #expect(Plural([:])(3) == "3")
    let given = Plural([.one: "%lld расход", .other: "%lld расхода"], rules: .forLocale("ru"))
    #expect(given(1) == "1 расход")
  }

  @Test func aDecodedPluralTakesTheRulesItsDecoderHandsItElseTheRoot() throws {
    let json = Data(
      #"{"@plural": {"one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты"}}"#
        .utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[PluralRules.codingUserInfoKey] = PluralRules.forLocale("ru")
    let decoded = try decoder.decode(Plural.self, from: json)
    #expect(decoded.rules == .forLocale("ru"))
    #expect(decoded(5) == "5 трат")
    let plain = try JSONDecoder().decode(Plural.self, from: json)
    #expect(plain.rules == .root)
    #expect(plain(5) == "5 траты")
    decoder.userInfo[PluralRules.codingUserInfoKey] = "ru"
    #expect(try decoder.decode(Plural.self, from: json).rules == .root)
  }

  @Test func theRulesAreNotPartOfTheJSONOrOfEquality() throws {
    let root = Plural(russian.forms, exact: russian.exact)
    #expect(root == russian)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(root) == encoder.encode(russian))
  }

  @Test func anEncoderThatRecordsRulesIsToldEachPluralsRulesInOrder() throws {
    let recorder = Recorder()
    let encoder = JSONEncoder()
    encoder.userInfo[PluralRules.codingUserInfoKey] = recorder
    _ = try encoder.encode([russian, Plural.en(one: "%lld", other: "%lld")])
    #expect(recorder.recorded.map(\.locale) == ["ru", "en"])
  }

  private final class Recorder: PluralRulesRecording, @unchecked Sendable {
    private let lock = NSLock()
    private var rules: [PluralRules] = []

    func record(_ rules: PluralRules) { lock.withLock { self.rules.append(rules) } }

    var recorded: [PluralRules] { lock.withLock { rules } }
  }
}
