import Testing

@testable import LabelsCore

@Suite struct PluralOperandsTests {
  /// UTS #35's table of operand examples, and a few more.
  @Test(
    arguments: [
      ("1", 1, 1, 0, 0, 0, 0, 0), ("1.0", 1, 1, 1, 0, 0, 0, 0), ("1.00", 1, 1, 2, 0, 0, 0, 0),
      ("1.3", 1.3, 1, 1, 1, 3, 3, 0), ("1.30", 1.3, 1, 2, 1, 30, 3, 0), ("1.03", 1.03, 1, 2, 2, 3, 3, 0),
      ("1.230", 1.23, 1, 3, 2, 230, 23, 0), ("1200000", 1_200_000, 1_200_000, 0, 0, 0, 0, 0),
      ("1.2c6", 1_200_000, 1_200_000, 0, 0, 0, 0, 6), ("123c6", 123_000_000, 123_000_000, 0, 0, 0, 0, 6),
      ("123c5", 12_300_000, 12_300_000, 0, 0, 0, 0, 5), ("1200.50", 1200.5, 1200, 2, 1, 50, 5, 0),
      ("1.20050c3", 1200.5, 1200, 2, 1, 50, 5, 3), ("1.20050e3", 1200.5, 1200, 2, 1, 50, 5, 3),
      ("1.0000001c6", 1_000_000.1, 1_000_000, 1, 1, 1, 1, 6), ("1.50", 1.5, 1, 2, 1, 50, 5, 0),
      ("0", 0, 0, 0, 0, 0, 0, 0), ("0.0", 0, 0, 1, 0, 0, 0, 0), ("-5", 5, 5, 0, 0, 0, 0, 0),
      ("-1.50", 1.5, 1, 2, 1, 50, 5, 0), ("007", 7, 7, 0, 0, 0, 0, 0), ("0c3", 0, 0, 0, 0, 0, 0, 3),
      ("0.1", 0.1, 0, 1, 1, 1, 1, 0),
      ("1234567890.1234567", 1_234_567_890.123_456_7, 1_234_567_890, 7, 7, 1_234_567, 1_234_567, 0),
      ("1.5c23", 1.5e23, 1_000_000_000_000_000_000, 0, 0, 0, 0, 23),
    ] as [(String, Double, Int, Int, Int, Int, Int, Int)])
  func readsADecimalAsWritten(
    text: String, n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, c: Int
  ) throws {
    let operands = try #require(PluralOperands(text))
    #expect(operands.n == n)
    #expect([operands.i, operands.v, operands.w, operands.f, operands.t, operands.c] == [i, v, w, f, t, c])
    #expect(operands.e == c)
  }

  @Test(arguments: [
    "", "-", "1.", ".5", "1.5.", "1e", "1c", "1e-3", "1,5", "+1", " 1", "1 ", "1.2c6.5", "١", "1C6", "0x10",
  ])
  func refusesWhatIsNotADecimal(text: String) {
    #expect(PluralOperands(text) == nil)
  }

  @Test func readsAnIntegerAsItsMagnitude() {
    #expect(PluralOperands(0) == PluralOperands("0"))
    #expect(PluralOperands(-5) == PluralOperands("5"))
    #expect(PluralOperands(21) == PluralOperands("21"))
    #expect(PluralOperands(Int.max) == PluralOperands("9223372036854775807"))
    #expect(PluralOperands(Int.max).i == Int.max)
  }

  @Test func keepsTheLastDigitsOfNumbersTooLongForAnInt() throws {
    let base = 1_000_000_000_000_000_000
    #expect(PluralOperands(Int.min) == PluralOperands("-9223372036854775808"))
    #expect(PluralOperands(Int.min).i == base + 223_372_036_854_775_808)
    let long = try #require(PluralOperands("12345678901234567890123.000000000000000000001"))
    #expect(long.i == base + 678_901_234_567_890_123)
    #expect([long.v, long.w, long.f, long.t] == [21, 21, 1, 1])
    let longFraction = try #require(PluralOperands("0.12345678901234567890120"))
    #expect([longFraction.v, longFraction.w] == [23, 22])
    #expect(
      [longFraction.f, longFraction.t] == [base + 678_901_234_567_890_120, base + 567_890_123_456_789_012])
    let huge = try #require(PluralOperands("21c99999999999999999999"))
    #expect([huge.i, huge.c] == [base, Int.max])
    #expect(huge.n == .infinity)
    #expect(
      PluralRules.forLocale("ru").category(for: try #require(PluralOperands("1000000000000000000021")))
        == .one)
    #expect(
      PluralRules.forLocale("ru").category(for: try #require(PluralOperands("1000000000000000000001")))
        == .one)
  }
}
