import Foundation
import LabelsCoding
import LabelsCore
import LabelsKit
import LabelsSchema
import Testing

/// The `Plural` label type: its JSON, its forms, and what the schema says of it.
@Suite struct PluralTests {
  private struct Counts: LabelGroup {
    let title: String
    let count: Plural
  }

  private let russian = Plural(
    [.one: "%lld расход", .few: "%lld расхода", .many: "%lld расходов", .other: "%lld расхода"],
    exact: [0: "Нет расходов"])

  @Test func aPluralIsPublishedUnderAtPlural() throws {
    let document = try JSONValue(encoding: Counts(title: "Расходы", count: russian))
    #expect(
      CanonicalJSONWriter.string(document)
        == """
        {
          "count": {
            "@plural": {
              "=0": "Нет расходов",
              "few": "%lld расхода",
              "many": "%lld расходов",
              "one": "%lld расход",
              "other": "%lld расхода"
            }
          },
          "title": "Расходы"
        }

        """)
    let decoded = try JSONDecoder().decode(Counts.self, from: Data(CanonicalJSONWriter.bytes(document)))
    #expect(decoded == Counts(title: "Расходы", count: russian))
  }

  /// A label struct's value witnesses copy a plural as one retain, like a `String`'s: a plural holding its
  /// members inline made a schema's debug build spend a retain on each of them in every witness.
  @Test func aPluralIsOneReference() {
    #expect(MemoryLayout<Plural>.size == MemoryLayout<AnyObject>.size)
    #expect(MemoryLayout<Plural>.stride == MemoryLayout<AnyObject>.stride)
  }

  @Test func decodingKeepsTheFormsItKnows() throws {
    let json = #"{"@plural": {"one": "a", "other": "b", "=2": "c", "sevral": "d", "=02": "e"}}"#
    #expect(
      try JSONDecoder().decode(Plural.self, from: Data(json.utf8))
        == Plural([.one: "a", .other: "b"], exact: [2: "c"]))
  }

  @Test func aCountSelectsItsForm() {
    let rules = PluralRules.forLocale("ru")
    #expect(
      [0, 1, 3, 5, 11, 21, 22, 25, 101].map { russian.form(for: $0, rules: rules) } == [
        "Нет расходов", "%lld расход", "%lld расхода", "%lld расходов", "%lld расходов", "%lld расход",
        "%lld расхода", "%lld расходов", "%lld расход",
      ])
    #expect(Plural([.other: "%lld"]).form(for: 1, rules: rules) == "%lld")
    #expect(Plural([:]).form(for: 1, rules: rules) == nil)
  }

  @Test func theSchemaDescribesThePluralAndItsDocumentValidates() throws {
    let schema = try JSONSchema(describing: Counts.self)
    #expect(
      schema
        == .object(
          properties: [
            "title": .string,
            "count": .object(properties: ["@plural": .dictionary(values: .string)], required: ["@plural"]),
          ], required: ["count", "title"]))
    let document = try JSONValue(encoding: Counts(title: "Расходы", count: russian))
    #expect(schema.violations(in: document, unknownMembers: .refused) == [])
  }
}

/// What the app shows: `labels.expenses.count(5, locale: "ru")`.
@Suite struct PluralFormattingTests {
  private let russian = Plural.ru(
    one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
    exact: [0: "Нет расходов"])

  @Test func aCountIsShownInItsForm() {
    #expect(
      [0, 1, 3, 5, 21, 22, 111].map { russian($0, locale: "ru") } == [
        "Нет расходов", "1 расход", "3 расхода", "5 расходов", "21 расход", "22 расхода", "111 расходов",
      ])
    #expect(russian(21, locale: "uk-UA") == "21 расход")
    let english = Plural.en(one: "%lld expense", other: "%lld expenses")
    #expect([1, 5].map { english($0, locale: "en-GB") } == ["1 expense", "5 expenses"])
    #expect(Plural.en(one: "One file", other: "{count} files")(7, locale: "en") == "7 files")
    #expect(Plural.en(one: "One file", other: "{count} files")(1, locale: "en") == "One file")
  }

  /// The common forms skip the formatter's scan; every form, common or not, reads as the formatter
  /// writes it.
  @Test(arguments: [
    "%lld расходов", "Всего: %d", "%ld", "x %lld y %%", "100%% of %lld", "%5lld", "%-lld|", "%+d",
    "%1$lld шт.",
    "%lld {count}", "%llld", "%l", "%", "ends with %lld",
  ])
  func everyFormReadsAsTheFormatterWritesIt(form: String) {
    for count in [0, 7, -42, 1_000_000, Int.min, Int.max] {
      let formatted = try? LabelFormatter.format(form, arguments: [.integer(Int64(count))])
      #expect(Plural([.other: form])(count, rules: .forLocale("ja")) == formatted ?? String(count), "\(form)")
    }
  }

  @Test func aFormThatCannotTakeTheCountGivesWayAndNothingTraps() {
    let broken = Plural([.one: "%@ расход", .other: "%lld расхода"])
    #expect(broken(1, locale: "ru") == "1 расхода")
    #expect(Plural([.one: "%@", .other: "%1$@ %2$d"])(1, locale: "ru") == "1")
    #expect(Plural([:])(3, locale: "ru") == "3")
  }
}
