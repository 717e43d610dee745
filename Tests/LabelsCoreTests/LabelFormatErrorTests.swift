import Testing

@testable import LabelsCore

@Suite struct LabelFormatErrorTests {
  @Test(arguments: [
    ("%@ %@", [LabelArgument.text("a")], LabelFormatError.argumentCount(expected: 2, given: 1)),
    ("%@", [.text("a"), .text("b")], .argumentCount(expected: 1, given: 2)),
    ("plain", [.integer(1)], .argumentCount(expected: 0, given: 1)),
    ("%1$@ %1$@", [], .argumentCount(expected: 1, given: 0)),
    (
      "%2$lld %1$@", [.text("a"), .text("b")],
      .argumentType(position: 2, placeholder: "%2$lld", argument: .text("b"))
    ),
    ("%-5d", [.number(1.5)], .argumentType(position: 1, placeholder: "%-5d", argument: .number(1.5))),
    ("%x", [.text("ff")], .argumentType(position: 1, placeholder: "%x", argument: .text("ff"))),
    ("%.2f", [.text("1")], .argumentType(position: 1, placeholder: "%.2f", argument: .text("1"))),
    ("%@", [.integer(1)], .argumentType(position: 1, placeholder: "%@", argument: .integer(1))),
    ("%s", [.number(1)], .argumentType(position: 1, placeholder: "%s", argument: .number(1))),
    ("%c", [.text("A")], .argumentType(position: 1, placeholder: "%c", argument: .text("A"))),
    ("%u", [.integer(-1)], .argumentOutOfRange(position: 1, placeholder: "%u", argument: .integer(-1))),
    ("%#x", [.integer(-255)], .argumentOutOfRange(position: 1, placeholder: "%#x", argument: .integer(-255))),
    (
      "%c", [.integer(0xD800)],
      .argumentOutOfRange(position: 1, placeholder: "%c", argument: .integer(0xD800))
    ),
    (
      "%C", [.unsignedInteger(0x11_0000)],
      .argumentOutOfRange(
        position: 1, placeholder: "%C", argument: .unsignedInteger(0x11_0000))
    ),
    ("%c", [.integer(-65)], .argumentOutOfRange(position: 1, placeholder: "%c", argument: .integer(-65))),
    ("{name}", [], .missingNamed("{name}")),
    ("%@ {name}", [.text("a")], .missingNamed("{name}")),
  ])
  func refusesArgumentsTheTextDoesNotTake(text: String, arguments: [LabelArgument], error: LabelFormatError) {
    #expect(throws: error) { try LabelFormatter.format(text, arguments: arguments) }
  }

  @Test(arguments: [
    (
      "{name}", ["{name}": LabelArgument.text("a"), "{x}": .text("b")],
      LabelFormatError.unexpectedNamed("{x}")
    ),
    ("plain", ["{x}": .text("b")], .unexpectedNamed("{x}")),
    ("{name}", [:], .missingNamed("{name}")),
    ("{b} {a}", ["{b}": .text("b")], .missingNamed("{a}")),
    ("{name}", ["name": .text("a")], .missingNamed("{name}")),
    ("{{name}}", ["{name}": .text("a")], .missingNamed("{{name}}")),
    ("%@ {name}", ["{name}": .text("a")], .argumentCount(expected: 1, given: 0)),
  ])
  func refusesNamedArgumentsTheTextDoesNotTake(
    text: String, named: [String: LabelArgument], error: LabelFormatError
  ) {
    #expect(throws: error) { try LabelFormatter.format(text, named: named) }
  }

  @Test(arguments: [
    ("50%", [PlaceholderProblem.invalidPlaceholder("%")]),
    ("%y", [.invalidPlaceholder("%y")]),
    ("%1$@ %d", [.mixedPositionalAndSequential]),
    ("%1$@ %3$@", [.missingPosition(2, highest: 3)]),
    (
      "%1$@ %1$d", [.conflictingTypes(position: 1, PlaceholderType(.object), PlaceholderType(.signedInteger))]
    ),
    ("%*d", [.variableWidth("%*d")]),
    ("%.*f", [.variableWidth("%.*f")]),
    ("%2$*1$d", [.variableWidth("%2$*1$d")]),
    ("%12345d", [.fieldTooWide("%12345d")]),
    ("%.10000f", [.fieldTooWide("%.10000f")]),
    ("%p", [.pointer("%p")]),
  ])
  func refusesMalformedTexts(text: String, problems: [PlaceholderProblem]) {
    #expect(PlaceholderSignature(text).problems == problems)
    #expect(throws: LabelFormatError.malformed(problems)) {
      try LabelFormatter.format(text, arguments: [.integer(1), .integer(2)])
    }
    #expect(throws: LabelFormatError.malformed(problems)) { try LabelFormatter.format(text, named: [:]) }
  }

  @Test func acceptsTheLargestFieldWidth() throws {
    let formatted = try LabelFormatter.format("%9999d|%.9999f", arguments: [.integer(1), .number(1)])
    #expect(formatted.utf8.count == 9999 + 1 + 2 + 9999)
  }

  @Test(arguments: [
    (
      LabelFormatError.malformed([.invalidPlaceholder("%"), .pointer("%p")]),
      "the text cannot be formatted: '%' is not a valid placeholder; write %% for a literal percent sign; "
        + "'%p' prints a memory address, which is not a label's argument; use %@ for text or %d for a number"
    ),
    (
      .argumentCount(expected: 2, given: 1),
      "the text's placeholders take 2 arguments but 1 was passed; "
        + "pass exactly one argument for each position from 1 to 2"
    ),
    (
      .argumentCount(expected: 0, given: 3),
      "the text's placeholders take no arguments but 3 were passed; pass none"
    ),
    (
      .argumentType(position: 2, placeholder: "%2$lld", argument: .text("Аня")),
      "argument 2 is text \"Аня\" but %2$lld takes an integer; pass an integer or change the placeholder"
    ),
    (
      .argumentType(position: 1, placeholder: "%.2f", argument: .text("1")),
      "argument 1 is text \"1\" but %.2f takes a number; pass a number or change the placeholder"
    ),
    (
      .argumentType(position: 1, placeholder: "%@", argument: .number(1.5)),
      "argument 1 is number 1.5 but %@ takes text; pass text or change the placeholder"
    ),
    (
      .argumentOutOfRange(position: 1, placeholder: "%u", argument: .integer(-1)),
      "argument 1 is integer -1, which %u cannot print; pass a non-negative integer"
    ),
    (
      .argumentOutOfRange(position: 3, placeholder: "%3$c", argument: .unsignedInteger(0xD800)),
      "argument 3 is unsigned integer 55296, which %3$c cannot print; pass a Unicode scalar value"
    ),
    (
      .missingNamed("{name}"),
      "the text has the named placeholder {name} but no argument \"{name}\" was passed; "
        + "pass one for every named placeholder, keyed with its braces"
    ),
    (
      .unexpectedNamed("name"),
      "the named argument \"name\" is not a placeholder of the text; "
        + "pass exactly the text's named placeholders, keyed with their braces, such as \"{name}\""
    ),
    (
      .namedNeedsSingleArgument(["{name}", "{amount}"]),
      "the named placeholders {amount} {name} cannot take arguments in order; a text of several arguments "
        + "takes them by printf position (%1$@, %2$lld), and a named placeholder only as a text's single "
        + "argument"
    ),
  ])
  func errorsSayWhatToFix(error: LabelFormatError, message: String) {
    #expect(error.description == message)
  }
}
