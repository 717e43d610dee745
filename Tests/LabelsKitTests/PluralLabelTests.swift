import LabelsCore
import Testing

@testable import LabelsKit

/// Plural labels through the diff and the lint: `{"@plural": {"one": …, "other": …}}`.
@Suite struct PluralLabelTests {
  private let en = try! LocaleIdentifier("en")
  private let ru = try! LocaleIdentifier("ru")

  private func plural(_ forms: [String: String]) -> JSONValue {
    .object([PluralLabel.marker: .object(forms.mapValues(JSONValue.string))])
  }

  private let englishCount = ["one": "%lld expense", "other": "%lld expenses"]
  private let russianCount = [
    "one": "%lld расход", "few": "%lld расхода", "many": "%lld расходов", "other": "%lld расхода",
  ]

  private func lint(_ documents: [LocaleIdentifier: JSONValue]) -> [String] {
    Linter.lint(LocalizedDocuments(baseLocale: en, documents: documents)).map {
      "\($0.severity) \($0.rule.id) \($0.locale.map(\.rawValue) ?? "") \($0.path): \($0.message)"
    }
  }

  @Test func aFormsTextChangeIsContentAndAPlaceholderChangeIsBreaking() {
    var changed = russianCount
    changed["few"] = "%lld траты"
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: plural(russianCount), new: plural(changed)))
        == [#"content value-changed /@plural/few old="%lld расхода" new="%lld траты""#])
    changed["many"] = "%@ расходов"
    #expect(
      SchemaDiff.compare(old: plural(russianCount), new: plural(changed)).changes.map(\.rule)
        == [.valueChanged, .placeholdersChanged])
  }

  @Test func aLocalesSetOfFormsChangingIsContent() {
    var forms = englishCount
    forms["=0"] = "No expenses"
    forms["one"] = nil
    let report = SchemaDiff.compare(
      old: .object(["count": plural(englishCount)]), new: .object(["count": plural(forms)]))
    #expect(
      DiffFixtures.describe(report) == [
        #"content form-added /count/@plural/=0 new="No expenses""#,
        #"content form-removed /count/@plural/one old="%lld expense""#,
      ])
    #expect(
      report.changes.map(\.message) == [
        #"plural form added ("No expenses")"#, #"plural form removed (was "%lld expense")"#,
      ])
  }

  @Test func textBecomingAPluralOrBackIsBreaking() {
    let text = JSONValue.object(["count": .string("Expenses: %lld")])
    let counted = JSONValue.object(["count": plural(englishCount)])
    for (old, new) in [(text, counted), (counted, text)] {
      let report = SchemaDiff.compare(old: old, new: new)
      #expect(report.changes.map(\.rule) == [.typeChanged])
      #expect(report.verdict == .breaking)
    }
    #expect(
      SchemaDiff.compare(old: text, new: counted).changes.first?.message.hasPrefix(
        "type changed from string to plural") == true)
  }

  @Test func completePluralsLintClean() {
    #expect(
      lint([en: .object(["count": plural(englishCount)]), ru: .object(["count": plural(russianCount)])]) == []
    )
  }

  @Test func aFormTheLanguageNeedsIsAnErrorAndOneItNeverUsesAWarning() {
    var russian = russianCount
    russian["few"] = nil
    russian["many"] = nil
    var english = englishCount
    english["few"] = "%lld expenses"
    #expect(
      lint([en: .object(["count": plural(english)]), ru: .object(["count": plural(russian)])]) == [
        "warning plural-form-unexpected en /count/@plural/few: en never selects `few` (it uses `one` and `other`); "
          + "remove the form",
        "error plural-form-missing ru /count/@plural: lacks `few` and `many`; ru needs `one`, `few`, `many` and "
          + "`other` (CLDR's rules for ru); add them",
      ])
  }

  @Test func everyFormTakesTheArgumentsOfItsOtherFormButAnExactNumberMayTakeNone() {
    var russian = russianCount
    russian["few"] = "%@ расхода"
    russian["=0"] = "Нет расходов"
    #expect(
      lint([en: .object(["count": plural(englishCount)]), ru: .object(["count": plural(russian)])]) == [
        "error placeholder-mismatch ru /count/@plural/few: has placeholders %1$@ but the base locale en has "
          + "placeholders %1$lld; a translation must take the same arguments",
        "error placeholder-mismatch ru /count/@plural/few: has placeholders %1$@ but the label's `other` form "
          + "has placeholders %1$lld; every form takes the same arguments",
      ])
  }

  @Test func aMalformedPluralIsReported() {
    let malformed = JSONValue.object([
      PluralLabel.marker: .object([
        "one": .string("%lld expense"), "sevral": .string("x"), "=01": .number("1"),
      ])
    ])
    #expect(
      lint([en: .object(["count": malformed])]) == [
        "error plural-invalid en /count/@plural: has no `other` form, which every language needs; add it",
        "error plural-invalid en /count/@plural/=01: is not a plural form: forms are zero, one, two, few, many, "
          + "other or an exact number such as =0, each holding text",
        "error plural-invalid en /count/@plural/sevral: is not a plural form: forms are zero, one, two, few, "
          + "many, other or an exact number such as =0, each holding text",
      ])
  }
}
