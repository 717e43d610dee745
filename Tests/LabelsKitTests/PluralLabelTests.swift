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

  /// KeePassium's Spanish, French, Italian and Portuguese plurals were written before CLDR gave those
  /// languages a `many` for exact millions; apps show `other` for them, so its absence is a warning.
  @Test func aMissingFormOnlyExactMillionsSelectIsAWarning() throws {
    let french = try LocaleIdentifier("fr")
    let spanish = try LocaleIdentifier("es")
    let twoForms = ["one": "%lld dépense", "other": "%lld dépenses"]
    #expect(
      lint([
        en: .object(["count": plural(englishCount)]), french: .object(["count": plural(twoForms)]),
        spanish: .object(["count": plural(["one": "%lld gasto", "other": "%lld gastos"])]),
      ]) == [
        "warning plural-form-missing es /count/@plural: lacks `many`, which CLDR's rules for es select only for "
          + "exact millions (1000000, 1c6, 2c6 …); apps show `other` for them; add it",
        "warning plural-form-missing fr /count/@plural: lacks `many`, which CLDR's rules for fr select only for "
          + "exact millions (1000000, 1c6, 2c6 …); apps show `other` for them; add it",
      ])
    let rules = PluralRules.forLocale("fr")
    #expect(rules.selectsOnlyMillions(.many))
    #expect(!rules.selectsOnlyMillions(.one))
    #expect(!PluralRules.forLocale("ru").selectsOnlyMillions(.many))
    #expect(!PluralRules.forLocale("cs").selectsOnlyMillions(.many))
  }

  @Test func everyFormTakesTheArgumentsOfItsOtherFormButAnExactNumberMayTakeNone() {
    var russian = russianCount
    russian["few"] = "%@ расхода"
    russian["=0"] = "Нет расходов"
    #expect(
      lint([en: .object(["count": plural(englishCount)]), ru: .object(["count": plural(russian)])]) == [
        "error placeholder-mismatch ru /count/@plural/few: has placeholders %1$@ but the label's `other` form "
          + "has placeholders %1$lld; every form takes the same arguments, but a form shown for exactly one "
          + "number may leave out the count"
      ])
  }

  /// Android lint's ImpliedQuantity: "One expense" is right in English, where `one` is 1 alone, and in
  /// Arabic for `one` and `two`; in Russian `one` is also 21 and 31, so the count must stay.
  @Test func aFormMayLeaveOutTheCountOnlyWhereItsCategoryIsOneNumber() {
    let english = ["one": "One expense", "other": "%lld expenses", "=0": "No expenses"]
    let arabic = [
      "zero": "لا نفقات", "one": "نفقة واحدة", "two": "نفقتان", "few": "%lld نفقات", "many": "%lld نفقة",
      "other": "%lld نفقة",
    ]
    var russian = russianCount
    russian["one"] = "Один расход"
    let ar = try! LocaleIdentifier("ar")
    #expect(
      lint([
        en: .object(["count": plural(english)]), ar: .object(["count": plural(arabic)]),
        ru: .object(["count": plural(russian)]),
      ]) == [
        "error placeholder-mismatch ru /count/@plural/one: leaves out the count, but `one` covers 1, 21, 31 … in "
          + "ru (CLDR's rules for ru), so the text would be wrong for 21; keep the count's placeholder"
      ])
  }

  @Test func everyArgumentButAnImpliedCountStaysInEveryForm() {
    var english = ["one": "One file by {name}", "other": "{count} files by {name}"]
    #expect(lint([en: .object(["n": plural(english)])]) == [])
    english["one"] = "One file"
    english["=0"] = "No files by %@"
    #expect(
      lint([en: .object(["n": plural(english)])]) == [
        "error placeholder-mismatch en /n/@plural/=0: has placeholders %1$@ but the label's `other` form has "
          + "placeholders {count} {name}; every form takes the same arguments, but a form shown for exactly one "
          + "number may leave out the count",
        "error placeholder-mismatch en /n/@plural/one: has no placeholders but the label's `other` form has "
          + "placeholders {count} {name}; every form takes the same arguments, but a form shown for exactly one "
          + "number may leave out the count",
      ])
  }

  /// An app built against OLD passes OLD's `other` form's arguments: a form that leaves out a count it
  /// implies is a text change, one that leaves out a count it does not imply is breaking.
  @Test func leavingOutAnImpliedCountIsContentAndAnyOtherCountBreaking() {
    let old = LocalizedDocuments(
      baseLocale: en,
      documents: [en: .object(["n": plural(englishCount)]), ru: .object(["n": plural(russianCount)])])
    var english = englishCount
    english["one"] = "One expense"
    var russian = russianCount
    russian["one"] = "Один расход"
    let new = LocalizedDocuments(
      baseLocale: en, documents: [en: .object(["n": plural(english)]), ru: .object(["n": plural(russian)])])
    #expect(
      SchemaDiff.compare(old: old, new: new).changes.map {
        "\($0.locale?.rawValue ?? "") \($0.rule.id) \($0.path)"
      }
        == ["en value-changed /n/@plural/one", "ru placeholders-changed /n/@plural/one"])
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
