import Testing

@testable import LabelsCore

/// Typed arguments: the order a text binds them in, the formatter that binds them, and the check lint
/// runs on every locale's text against the schema's declaration.
@Suite struct ArgumentDeclarationTests {
  @Test(arguments: [
    ("Привет, %@!", [LabelArgument.text("Аня")], "Привет, Аня!"),
    ("%2$@ потратила %1$.2f ₽", [.number(12.5), .text("Аня")], "Аня потратила 12.50 ₽"),
    ("Привет, {name}! Пока, {name}!", [.text("Аня")], "Привет, Аня! Пока, Аня!"),
    ("{{count}} шт.", [.integer(3)], "3 шт."),
    ("100%% done", [], "100% done"),
  ])
  func argumentsFillPrintfPositionsOrTheSingleName(text: String, arguments: [LabelArgument], expected: String)
    throws
  {
    #expect(try LabelFormatter.format(text, binding: arguments) == expected)
  }

  @Test func aTextThatTakesOtherArgumentsIsRefusedNotGuessed() {
    #expect(throws: LabelFormatError.argumentCount(expected: 2, given: 1)) {
      try LabelFormatter.format("Привет, %@! У вас %d новых", binding: [.text("Аня")])
    }
    #expect(throws: LabelFormatError.argumentCount(expected: 1, given: 2)) {
      try LabelFormatter.format("Привет, {name}!", binding: [.text("Аня"), .integer(1)])
    }
    #expect(throws: LabelFormatError.namedNeedsSingleArgument(["{amount}", "{name}"])) {
      try LabelFormatter.format("{name} spent {amount}", binding: [.text("Ann"), .number(1)])
    }
    #expect(throws: LabelFormatError.namedNeedsSingleArgument(["{total}"])) {
      try LabelFormatter.format("%lld of {total}", binding: [.integer(3), .integer(10)])
    }
    #expect(throws: LabelFormatError.argumentType(position: 1, placeholder: "%lld", argument: .text("Аня"))) {
      try LabelFormatter.format("Привет, %lld!", binding: [.text("Аня")])
    }
  }

  @Test(arguments: [
    ("Привет, %@!", [LabelArgument.Kind.text]),
    ("Привет, %1$@!", [.text]),
    ("Привет, {name}!", [.text]),
    ("{{count}} шт.", [.integer]),
    ("%2$lld из %1$lld", [.integer, .integer]),
    ("%u", [.unsignedInteger]),
    ("%.1f km", [.number]),
    ("%.1f km", [.integer]),
    ("Нет аргументов", []),
  ])
  func aTextThatTakesTheDeclaredArgumentsHasNoMismatch(text: String, kinds: [LabelArgument.Kind]) {
    #expect(ArgumentDeclaration(kinds).mismatch(in: text) == nil)
  }

  @Test(arguments: [
    (
      "Привет, %lld!", [LabelArgument.Kind.text],
      "has placeholders %1$lld but the schema's typed call passes (text)"
    ),
    ("Привет!", [.text], "has no placeholders but the schema's typed call passes (text)"),
    ("%@ и %@", [.text], "has placeholders %1$@ %2$@ but the schema's typed call passes (text)"),
    ("%@, {name}", [.text], "has placeholders %1$@ {name} but the schema's typed call passes (text)"),
    (
      "{name}", [.text, .integer],
      "has placeholders {name} but the schema's typed call passes (text, integer)"
    ),
    (
      "{name} spent {amount}", [.text, .number],
      "has placeholders {amount} {name} but the schema's typed call passes (text, number)"
    ),
    ("%d", [.number], "has placeholders %1$d but the schema's typed call passes (number)"),
    ("%u", [.integer], nil),
  ])
  func aTextThatTakesOtherArgumentsIsAMismatch(text: String, kinds: [LabelArgument.Kind], expected: String?) {
    let fix =
      "; write placeholders that take exactly these arguments (by printf position; one named placeholder "
      + "only for a single argument), or change the label's type in the schema"
    #expect(ArgumentDeclaration(kinds).mismatch(in: text) == expected.map { $0 + fix })
  }

  @Test func aMalformedTextIsLeftToPlaceholderInvalid() {
    #expect(ArgumentDeclaration([.text]).mismatch(in: "%1$@ %3$@") == nil)
  }

  @Test func eachSwiftTypeHasTheKindOfTheArgumentItPasses() {
    #expect(String.argumentKind == .text && "Аня".labelArgument == .text("Аня"))
    #expect(Int.argumentKind == .integer && (-5).labelArgument == .integer(-5))
    #expect(Int32.argumentKind == .integer && Int32(-5).labelArgument == .integer(-5))
    #expect(Int64.argumentKind == .integer && Int64.min.labelArgument == .integer(.min))
    #expect(UInt.argumentKind == .unsignedInteger && UInt(7).labelArgument == .unsignedInteger(7))
    #expect(
      UInt32.argumentKind == .unsignedInteger && UInt32.max.labelArgument == .unsignedInteger(4_294_967_295))
    #expect(UInt64.argumentKind == .unsignedInteger && UInt64.max.labelArgument == .unsignedInteger(.max))
    #expect(Double.argumentKind == .number && 1.5.labelArgument == .number(1.5))
    #expect(Float.argumentKind == .number && Float(0.5).labelArgument == .number(0.5))
    #expect(
      LabelArgument.Kind.allCases.map(\.sample) == [.text(""), .integer(0), .unsignedInteger(0), .number(0)])
    #expect(ArgumentDeclaration([.text, .unsignedInteger]).description == "(text, unsigned integer)")
  }
}
