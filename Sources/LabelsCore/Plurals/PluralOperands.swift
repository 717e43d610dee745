/// The operands CLDR's plural rules read from a number as it is written (UTS #35, "Plural Operand
/// Meanings"): `1.50` has n = 1.5, i = 1, v = 2, w = 1, f = 50, t = 5, and `1.2c6` has n = i = 1200000
/// and c = 6.
///
/// A number is read without its sign. The integer operands keep their exact value when it fits in an
/// `Int`; a longer run of digits (19 or more) becomes 10^18 plus its last 18 digits, which every CLDR
/// rule (they compare with small numbers and take remainders by powers of ten up to 10^6) reads exactly
/// as it would the whole number.
public struct PluralOperands: Equatable, Sendable {
  /// n: the absolute value of the number.
  public let n: Double
  /// i: the integer digits of n.
  public let i: Int
  /// v: the number of visible fraction digits, with trailing zeros.
  public let v: Int
  /// w: the number of visible fraction digits, without trailing zeros.
  public let w: Int
  /// f: the visible fraction digits, with trailing zeros, as an integer.
  public let f: Int
  /// t: the visible fraction digits, without trailing zeros, as an integer.
  public let t: Int
  /// c: the exponent of the power of ten of a compact decimal such as `1.2c6` (1.2 million); 0 without.
  public let c: Int

  /// e: CLDR's older name for ``c``, which its rules still use.
  public var e: Int { c }

  /// The operands of an integer: n and i its magnitude, every other operand 0.
  public init(_ integer: Int) {
    let magnitude = integer.magnitude
    n = Double(magnitude)
    i = magnitude <= UInt(Int.max) ? Int(magnitude) : Self.reduced(magnitude % Self.reductionBase)
    v = 0
    w = 0
    f = 0
    t = 0
    c = 0
  }

  /// The operands of a decimal as written: an optional `-`, digits, optionally `.` and digits, and
  /// optionally `c` or `e` and the digits of an exponent, as in CLDR's samples (`1.50`, `1.2c6`).
  /// The exponent moves the decimal point: `1.20050c3` is 1200.50, with v = 2. Returns `nil` for any
  /// other text, such as `""`, `1.`, `.5`, `1e-3` or `1,5`.
  public init?(_ decimal: String) {
    var text = decimal
    guard let operands = text.withUTF8(Self.read) else { return nil }
    self = operands
  }

  private init(n: Double, i: Int, fraction: UnsafeBufferPointer<UInt8>.SubSequence, c: Int) {
    let trimmed = fraction.prefix(fraction.count - fraction.reversed().prefix { $0 == Self.zero }.count)
    self.n = n
    self.i = i
    v = fraction.count
    w = trimmed.count
    f = DigitValue(fraction).operand
    t = DigitValue(trimmed).operand
    self.c = c
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
    var rest = bytes[...]
    if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
    let integerDigits = rest.prefix(while: isDigit)
    guard !integerDigits.isEmpty else { return nil }
    rest = rest.dropFirst(integerDigits.count)
    var fractionDigits = rest.prefix(0)
    if rest.first == UInt8(ascii: ".") {
      fractionDigits = rest.dropFirst().prefix(while: isDigit)
      guard !fractionDigits.isEmpty else { return nil }
      rest = rest.dropFirst(1 + fractionDigits.count)
    }
    var exponent = 0
    if let marker = rest.first, marker == UInt8(ascii: "c") || marker == UInt8(ascii: "e") {
      let exponentDigits = rest.dropFirst().prefix(while: isDigit)
      guard !exponentDigits.isEmpty else { return nil }
      exponent = DigitValue(exponentDigits).saturated
      rest = rest.dropFirst(1 + exponentDigits.count)
    }
    guard rest.isEmpty else { return nil }

    let movedCount = min(exponent, fractionDigits.count)
    var integerValue = DigitValue(integerDigits)
    integerValue.append(fractionDigits.prefix(movedCount))
    integerValue.appendZeros(exponent - movedCount)
    let n = value(of: integerDigits, fractionDigits, exponent: exponent)
    return PluralOperands(
      n: n, i: integerValue.operand, fraction: fractionDigits.dropFirst(movedCount), c: exponent)
  }

  /// The number `digits.fraction × 10^exponent`, correctly rounded: in one multiplication or division
  /// when the digits and the power of ten are exact doubles (Clinger's fast path), else by the standard
  /// library's reading of the text.
  private static func value(
    of integerDigits: UnsafeBufferPointer<UInt8>.SubSequence,
    _ fractionDigits: UnsafeBufferPointer<UInt8>.SubSequence,
    exponent: Int
  ) -> Double {
    let digitCount = integerDigits.count + fractionDigits.count
    let scale = exponent - fractionDigits.count
    if digitCount <= 15 && scale >= -22 && scale <= 22 {
      var mantissa = 0.0
      for byte in integerDigits { mantissa = mantissa * 10 + Double(byte - zero) }
      for byte in fractionDigits { mantissa = mantissa * 10 + Double(byte - zero) }
      let power = exactPowersOfTen[abs(scale)]
      return scale < 0 ? mantissa / power : mantissa * power
    }
    var text = String(decoding: integerDigits, as: UTF8.self)
    if !fractionDigits.isEmpty { text += "." + String(decoding: fractionDigits, as: UTF8.self) }
    return Double(text + "e\(exponent)") ?? .infinity
  }

  /// 10^0 through 10^22, the powers of ten a double holds exactly.
  private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { power, _ in power * 10 }
  }

  /// Integer operands that do not fit in an `Int` keep their last 18 digits above this base.
  fileprivate static let reductionBase: UInt = 1_000_000_000_000_000_000

  fileprivate static func reduced(_ lastDigits: UInt) -> Int {
    Int(reductionBase + lastDigits)
  }

  fileprivate static let zero = UInt8(ascii: "0")

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= zero && byte <= UInt8(ascii: "9")
  }
}

/// The value of a run of decimal digits: exact while it fits in an `Int`, else its last 18 digits.
private struct DigitValue {
  private var exact: UInt = 0
  private var lastDigits: UInt = 0
  private var overflowed = false

  init(_ digits: UnsafeBufferPointer<UInt8>.SubSequence) {
    append(digits)
  }

  /// The value as a plural operand (see ``PluralOperands``).
  var operand: Int {
    overflowed ? PluralOperands.reduced(lastDigits) : Int(exact)
  }

  /// The value, or `Int.max` when it is larger.
  var saturated: Int {
    overflowed ? Int.max : Int(exact)
  }

  mutating func append(_ digits: UnsafeBufferPointer<UInt8>.SubSequence) {
    for byte in digits { append(UInt(byte - PluralOperands.zero)) }
  }

  /// Appends `count` zeros; after 19 of them the value no longer changes, so at most 19 are appended.
  mutating func appendZeros(_ count: Int) {
    for _ in 0..<min(count, 19) { append(0) }
  }

  private mutating func append(_ digit: UInt) {
    lastDigits = (lastDigits * 10 + digit) % PluralOperands.reductionBase
    guard !overflowed else { return }
    let (times10, overflow1) = exact.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = times10.addingReportingOverflow(digit)
    if overflow1 || overflow2 || sum > UInt(Int.max) {
      overflowed = true
    } else {
      exact = sum
    }
  }
}
