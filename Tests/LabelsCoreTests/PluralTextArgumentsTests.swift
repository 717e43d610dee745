import LabelsCore
import Testing

/// The arguments of a label of several counts, its forms' included: a form's placeholder without a
/// position is its count, `%n$` the text's argument n; together they take every position once, with
/// one type, and a count as an integer.
@Suite struct PluralTextArgumentsTests {
  private func arguments(_ format: String, _ forms: [String: [String: String]]) throws -> PluralTextArguments
  {
    try PluralTextArguments(format: PluralTextFormat(format), forms: forms)
  }

  private let integer = PlaceholderType(.signedInteger, integerWidth: .bits64)
  private let object = PlaceholderType(.object)

  /// damus's `sats_count`: the count is argument 1, and the forms alone take argument 2.
  @Test func formsAddTheArgumentsTheyTake() throws {
    let sats = try arguments("%1$#@SATS@", ["SATS": ["one": "%2$@ sat", "other": "%2$@ sats"]])
    #expect(sats.arguments == [.count("SATS"), .value(object)])
    #expect(sats.otherArguments == [object])
    let found = try arguments(
      "%1$#@count@",
      [
        "count": [
          "one": "Found one match in “%2$@.”", "other": "Found %1$lld matches in “%2$@.”", "=0": "None",
        ]
      ])
    #expect(found.otherArguments == [object])
    let plain = try arguments("%@ has %#@posts@", ["posts": ["one": "%lld post", "other": "%lld posts"]])
    #expect(plain.arguments == [.value(object), .count("posts")])
  }

  @Test(arguments: [
    (
      ["one": "%2$@ sat", "other": "%2$lld sats"],
      "`SATS`'s form `other` takes argument 2 as %2$lld, but `SATS`'s form `one` takes it as %2$@; give each "
        + "argument one type"
    ),
    (
      ["one": "%@ sat", "other": "%lld sats"],
      "`SATS`'s form `one` takes argument 1, its count, as a %@ placeholder; a count is an integer: write %lld"
    ),
    (
      ["other": "%3$@ sats"],
      "takes argument 3 but no placeholder of the format or a form takes argument 2; every position from 1 to "
        + "3 needs one"
    ),
    (
      ["other": "%lld of %lld sats"],
      "`SATS`'s form `other` has 2 placeholders without a position; in a form, the one without a position is "
        + "the variable's count: give the others theirs (`%2$@`)"
    ),
    (
      ["other": "{count} sats by {name}"],
      "`SATS`'s form `other` has {name}; a form names only its count, as {count}, or takes the text's arguments "
        + "by position (`%2$@`)"
    ),
  ])
  func formsThatDoNotTakeTheTextsArgumentsSoundlyAreNamed(forms: [String: String], problem: String) {
    let error = #expect(throws: PluralTextArguments.Problem.self) {
      try arguments("%1$#@SATS@", ["SATS": forms])
    }
    #expect(error?.description == problem)
  }

  @Test func aFormIsPositionedAtItsCount() throws {
    #expect(
      try PluralTextArguments.positioned("%1$@ и ещё %ld человек", countAt: 2) == "%1$@ и ещё %2$ld человек")
    #expect(try PluralTextArguments.positioned("{count} sats, 100%%", countAt: 3) == "%3$lld sats, 100%%")
    #expect(try PluralTextArguments.positioned("One match", countAt: 1) == "One match")
  }

  /// CotEditor's `one` leaves out its count: English `one` is 1 alone; Russian `one` is 1, 21, 31 ….
  @Test func aFormMayLeaveOutItsCountOnlyWhereItsCategoryImpliesIt() {
    let other = "Found %1$lld matches in “%2$@.”"
    #expect(
      PluralTextArguments.countLeftOut(
        of: "Found one match in “%2$@.”", key: "one", other: other, position: 1, rules: .forLocale("en"))
        == nil)
    #expect(
      PluralTextArguments.countLeftOut(
        of: "Nothing in “%2$@.”", key: "=0", other: other, position: 1, rules: .forLocale("ru")) == nil)
    #expect(
      PluralTextArguments.countLeftOut(
        of: "Найдено одно “%2$@.”", key: "one", other: other, position: 1, rules: .forLocale("ru"))
        == .countLeftOut(category: .one, numbers: PluralRules.forLocale("ru").samples(of: .one)))
  }

  @Test func theFormatterTakesTheArgumentsAFormUses() throws {
    #expect(
      try LabelFormatter.format("%2$@ sats", choosingFrom: [.integer(5), .text("5,000")]) == "5,000 sats")
    #expect(throws: LabelFormatError.self) { try LabelFormatter.format("%3$@", choosingFrom: [.integer(1)]) }
    #expect(throws: LabelFormatError.self) {
      try LabelFormatter.format("%2$lld", choosingFrom: [.integer(1), .text("x")])
    }
  }
}
