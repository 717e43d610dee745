import Testing

@testable import LabelsCore

@Suite struct LabelFormatterTests {
  @Test(arguments: [
    ("%d", LabelArgument.integer(42), "42"),
    ("%i", .integer(-7), "-7"),
    ("%ld", .integer(-123_456_789_012), "-123456789012"),
    ("%lld", .integer(.min), "-9223372036854775808"),
    ("%hd", .integer(-5), "-5"),
    ("%hhd", .integer(300), "300"),
    ("%qd", .integer(5), "5"),
    ("%d", .unsignedInteger(7), "7"),
    ("%u", .unsignedInteger(4_000_000_000), "4000000000"),
    ("%u", .integer(12), "12"),
    ("%lu", .unsignedInteger(1), "1"),
    ("%llu", .unsignedInteger(.max), "18446744073709551615"),
    ("%x", .unsignedInteger(0xabc), "abc"),
    ("%X", .integer(0xabc), "ABC"),
    ("%llx", .unsignedInteger(.max), "ffffffffffffffff"),
    ("%o", .unsignedInteger(8), "10"),
    ("%f", .number(1.5), "1.500000"),
    ("%F", .number(.infinity), "INF"),
    ("%f", .number(-.infinity), "-inf"),
    ("%f", .number(.nan), "nan"),
    ("%e", .number(1.5), "1.500000e+00"),
    ("%E", .number(12345.678), "1.234568E+04"),
    ("%g", .number(1.5), "1.5"),
    ("%g", .number(100_000), "100000"),
    ("%g", .number(1e16), "1e+16"),
    ("%G", .number(1e-10), "1E-10"),
    ("%a", .number(1.5), "0x1.8p+0"),
    ("%A", .number(1.5), "0X1.8P+0"),
    ("%lf", .number(0.25), "0.250000"),
    ("%Lf", .number(0.25), "0.250000"),
    ("%.1f", .integer(3), "3.0"),
    ("%.1f", .unsignedInteger(3), "3.0"),
    ("%@", .text("Аня"), "Аня"),
    ("%s", .text("text"), "text"),
    ("%S", .text("Київ"), "Київ"),
    ("%c", .integer(65), "A"),
    ("%C", .unsignedInteger(0x42F), "Я"),
    ("%lc", .integer(0x1F600), "😀"),
  ])
  func formatsEveryPlaceholderType(text: String, argument: LabelArgument, expected: String) throws {
    #expect(try LabelFormatter.format(text, arguments: [argument]) == expected)
  }

  // Expected outputs are glibc's printf for the same specifier and value.
  @Test(arguments: [
    ("[%#x]", LabelArgument.unsignedInteger(255), "[0xff]"),
    ("[%#X]", .unsignedInteger(255), "[0XFF]"),
    ("[%#o]", .unsignedInteger(8), "[010]"),
    ("[%#o]", .unsignedInteger(0), "[0]"),
    ("[%#.0o]", .unsignedInteger(0), "[0]"),
    ("[%#.3o]", .unsignedInteger(8), "[010]"),
    ("[%#5x]", .unsignedInteger(0), "[    0]"),
    ("[%#08x]", .unsignedInteger(255), "[0x0000ff]"),
    ("[%-#8o]", .unsignedInteger(8), "[010     ]"),
    ("[%+.0d]", .integer(0), "[+]"),
    ("[%.0d]", .integer(0), "[]"),
    ("[%5.0d]", .integer(0), "[     ]"),
    ("[% d]", .integer(5), "[ 5]"),
    ("[%+ d]", .integer(5), "[+5]"),
    ("[%+u]", .unsignedInteger(5), "[5]"),
    ("[%08.3d]", .integer(-5), "[    -005]"),
    ("[%+05d]", .integer(5), "[+0005]"),
    ("[%- 5d]", .integer(5), "[ 5   ]"),
    ("[% 05d]", .integer(-5), "[-0005]"),
    ("[%-05d]", .integer(-5), "[-5   ]"),
    ("[%'d]", .integer(1_234_567), "[1234567]"),
    ("[%5d]", .integer(-42), "[  -42]"),
    ("[%2d]", .integer(12345), "[12345]"),
    ("[%010.2f]", .number(-3.14159), "[-000003.14]"),
    ("[%-10.2e]", .number(12345.678), "[1.23e+04  ]"),
    ("[%+.3g]", .number(0.000_123_4), "[+0.000123]"),
    ("[%#.0f]", .number(2.5), "[2.]"),
    ("[%.0f]", .number(2.5), "[2]"),
    ("[%.0f]", .number(3.5), "[4]"),
    ("[%#g]", .number(1), "[1.00000]"),
    ("[% a]", .number(1), "[ 0x1p+0]"),
    ("[%.2a]", .number(1.0 / 3), "[0x1.55p-2]"),
    ("[%#.0e]", .number(5), "[5.e+00]"),
    ("[%08.3f]", .number(-.infinity), "[    -inf]"),
  ])
  func appliesFlagsWidthAndPrecisionAsC(text: String, argument: LabelArgument, expected: String) throws {
    #expect(try LabelFormatter.format(text, arguments: [argument]) == expected)
  }

  @Test func reordersPositionalArguments() throws {
    #expect(try LabelFormatter.format("%2$@ %1$@", arguments: [.text("a"), .text("b")]) == "b a")
    #expect(try LabelFormatter.format("%1$@, %1$@!", arguments: [.text("эй")]) == "эй, эй!")
    #expect(
      try LabelFormatter.format("%2$lld files in %1$@", arguments: [.text("Документи"), .integer(3)])
        == "3 files in Документи")
    #expect(
      try LabelFormatter.format("%2$5.1f|%1$-4d|", arguments: [.integer(7), .number(2.25)]) == "  2.2|7   |")
  }

  @Test func writesPercentSigns() throws {
    #expect(try LabelFormatter.format("100%%", arguments: []) == "100%")
    #expect(try LabelFormatter.format("%d%%", arguments: [.integer(5)]) == "5%")
    #expect(try LabelFormatter.format("%%d %%%@", arguments: [.text("x")]) == "%d %x")
    #expect(try LabelFormatter.format("", arguments: []) == "")
    #expect(try LabelFormatter.format("no placeholders", arguments: []) == "no placeholders")
  }

  @Test func formatsUnicodeTextAroundAndInPlaceholders() throws {
    #expect(
      try LabelFormatter.format("Расходов: %lld", arguments: [.integer(21)]) == "Расходов: 21")
    #expect(
      try LabelFormatter.format(
        "Привіт, %@! У вас %d нових повідомлень 📬", arguments: [.text("Оля"), .integer(5)])
        == "Привіт, Оля! У вас 5 нових повідомлень 📬")
    #expect(try LabelFormatter.format("😀%@😀", arguments: [.text("👨‍👩‍👧")]) == "😀👨‍👩‍👧😀")
  }

  // Width and precision count characters (grapheme clusters) for %@, %s and %c, not bytes as C does for
  // %s: "Привет" is 6 characters and 12 bytes, and a family emoji is 1 character of 18 bytes.
  @Test(arguments: [
    ("[%8@]", "Привет", "[  Привет]"),
    ("[%-8@]", "Привет", "[Привет  ]"),
    ("[%.2@]", "Привет", "[Пр]"),
    ("[%5.2s]", "Київ", "[   Ки]"),
    ("[%3@]", "👨‍👩‍👧", "[  👨‍👩‍👧]"),
    ("[%.1@]", "👍🏽ok", "[👍🏽]"),
    ("[%.0@]", "текст", "[]"),
    ("[%2@]", "довго", "[довго]"),
    ("[%05@]", "ab", "[   ab]"),
    ("[%5@]", "ab", "[   ab]"),
    ("[%-5s]", "ab", "[ab   ]"),
  ])
  func countsCharactersForTextWidth(text: String, value: String, expected: String) throws {
    #expect(try LabelFormatter.format(text, arguments: [.text(value)]) == expected)
  }

  @Test func padsCharacters() throws {
    #expect(try LabelFormatter.format("[%3c]", arguments: [.integer(0x44F)]) == "[  я]")
    #expect(try LabelFormatter.format("[%-3c]", arguments: [.integer(65)]) == "[A  ]")
    #expect(try LabelFormatter.format("[%03c]", arguments: [.integer(65)]) == "[  A]")
  }

  @Test func fillsNamedPlaceholders() throws {
    #expect(try LabelFormatter.format("Привет, {name}!", named: ["{name}": .text("Аня")]) == "Привет, Аня!")
    #expect(try LabelFormatter.format("{{count}} items", named: ["{{count}}": .integer(3)]) == "3 items")
    #expect(
      try LabelFormatter.format("{a} {b} {a}", named: ["{a}": .unsignedInteger(1), "{b}": .integer(-2)])
        == "1 -2 1")
    #expect(
      try LabelFormatter.format(
        "{x}/{y}/{z}", named: ["{x}": .number(1.5), "{y}": .number(5), "{z}": .number(1e-7)])
        == "1.5/5/1e-07")
    #expect(
      try LabelFormatter.format("{n} and {{n}}", named: ["{n}": .text("1"), "{{n}}": .text("2")]) == "1 and 2"
    )
    // Only what the scanner reads as a token is replaced: {{x} is a brace and {x}; {} and { x } are text.
    #expect(try LabelFormatter.format("{{x} {} { x }", named: ["{x}": .text("X")]) == "{X {} { x }")
    #expect(try LabelFormatter.format("{{{x}}}", named: ["{{x}}": .text("X")]) == "{X}")
  }

  @Test func neverReadsAValueAsAPlaceholder() throws {
    #expect(
      try LabelFormatter.format("{a}{b}", named: ["{a}": .text("{b}"), "{b}": .text("%d %@")]) == "{b}%d %@")
    #expect(try LabelFormatter.format("%@ %@", arguments: [.text("%2$@"), .text("{x}")]) == "%2$@ {x}")
  }

  @Test func fillsBothKindsInOnePass() throws {
    let text = "%1$@ has {count} new %2$@"
    let formatted = try LabelFormatter.format(
      text, arguments: [.text("Аня"), .text("{count}")], named: ["{count}": .integer(3)])
    #expect(formatted == "Аня has 3 new {count}")
  }
}
