#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C numeric locale, so that `%f` writes a decimal point whatever locale the app set with
/// `setlocale`; `nil` if it cannot be made, and then the thread's locale is used.
nonisolated(unsafe) private let cNumericLocale = newlocale(LC_NUMERIC_MASK, "C", nil)

extension PrintfSpecification {
  /// An argument checked against its placeholder, in the form the placeholder prints.
  enum Value: Equatable {
    case text(String)
    case integer(negative: Bool, magnitude: UInt64)
    case number(Double)
    case scalar(Unicode.Scalar)

    /// The value of an argument for a placeholder type.
    /// - Throws: ``Mismatch/kind`` when the type does not take the argument's kind, ``Mismatch/range``
    ///   when it takes the kind but cannot print the value.
    init(_ argument: LabelArgument, for type: PlaceholderType) throws(Mismatch) {
      switch (type.conversion, argument) {
      case (.object, .text(let text)), (.cString, .text(let text)):
        self = .text(text)
      case (.signedInteger, .integer(let value)):
        self = .integer(negative: value < 0, magnitude: value.magnitude)
      case (.signedInteger, .unsignedInteger(let value)), (.unsignedInteger, .unsignedInteger(let value)):
        self = .integer(negative: false, magnitude: value)
      case (.unsignedInteger, .integer(let value)):
        guard value >= 0 else { throw .range }
        self = .integer(negative: false, magnitude: value.magnitude)
      case (.floatingPoint, .number(let value)):
        self = .number(value)
      case (.floatingPoint, .integer(let value)):
        self = .number(Double(value))
      case (.floatingPoint, .unsignedInteger(let value)):
        self = .number(Double(value))
      case (.character, .integer(let value)):
        guard let scalar = UInt32(exactly: value).flatMap(Unicode.Scalar.init) else { throw .range }
        self = .scalar(scalar)
      case (.character, .unsignedInteger(let value)):
        guard let scalar = UInt32(exactly: value).flatMap(Unicode.Scalar.init) else { throw .range }
        self = .scalar(scalar)
      default:
        throw .kind
      }
    }
  }

  /// Why an argument does not fit its placeholder.
  enum Mismatch: Error {
    /// The placeholder does not take the argument's kind.
    case kind
    /// The placeholder takes the kind but cannot print the value.
    case range
  }

  /// `%g`, which prints numbers passed for named placeholders.
  static let general = PrintfSpecification(
    position: 1, flags: Flags(), width: nil, precision: nil, conversion: UInt8(ascii: "g"),
    type: PlaceholderType(.floatingPoint))

  /// Appends the value as the placeholder prints it.
  func render(_ value: Value, into output: inout [UInt8]) {
    switch value {
    case .text(let text):
      let shown = precision.map { text.prefix($0) } ?? Substring(text)
      pad(Array(shown.utf8), length: shown.count, into: &output)
    case .scalar(let scalar):
      pad(Array(String(Character(scalar)).utf8), length: 1, into: &output)
    case .integer(let negative, let magnitude):
      renderInteger(negative: negative, magnitude: magnitude, into: &output)
    case .number(let number):
      renderNumber(number, into: &output)
    }
  }

  /// Pads `body`, `length` characters long, with spaces to the field width.
  private func pad(_ body: [UInt8], length: Int, into output: inout [UInt8]) {
    let padding = [UInt8](repeating: UInt8(ascii: " "), count: max(0, (width ?? 0) - length))
    output += flags.leftAligned ? body + padding : padding + body
  }

  /// An integer as C prints it for `d i u o x X`, without cutting it to the length modifier's size.
  private func renderInteger(negative: Bool, magnitude: UInt64, into output: inout [UInt8]) {
    let radix: Int
    switch conversion {
    case UInt8(ascii: "o"): radix = 8
    case UInt8(ascii: "x"), UInt8(ascii: "X"): radix = 16
    default: radix = 10
    }
    var digits: [UInt8] =
      magnitude == 0 && precision == 0
      ? [] : Array(String(magnitude, radix: radix, uppercase: conversion == UInt8(ascii: "X")).utf8)
    if let precision, digits.count < precision {
      digits = [UInt8](repeating: UInt8(ascii: "0"), count: precision - digits.count) + digits
    }
    if flags.alternate, radix == 8, digits.first != UInt8(ascii: "0") {
      digits.insert(UInt8(ascii: "0"), at: 0)
    }
    var prefix: [UInt8] = []
    if type.conversion == .signedInteger {
      if negative {
        prefix = [UInt8(ascii: "-")]
      } else if flags.plusSign {
        prefix = [UInt8(ascii: "+")]
      } else if flags.spaceSign {
        prefix = [UInt8(ascii: " ")]
      }
    }
    if flags.alternate, radix == 16, magnitude != 0 {
      prefix += [UInt8(ascii: "0"), conversion]
    }
    if !flags.leftAligned, flags.zeroPadded, precision == nil {
      let zeros = max(0, (width ?? 0) - prefix.count - digits.count)
      output += prefix + [UInt8](repeating: UInt8(ascii: "0"), count: zeros) + digits
    } else {
      pad(prefix + digits, length: prefix.count + digits.count, into: &output)
    }
  }

  /// A number as C prints it for `f F e E g G a A`: C's `vsnprintf` with a format built here from the
  /// checked flags, width, precision and conversion (never from the text), one `Double`, and the C
  /// numeric locale.
  private func renderNumber(_ number: Double, into output: inout [UInt8]) {
    var format = [UInt8(ascii: "%")]
    if flags.leftAligned { format.append(UInt8(ascii: "-")) }
    if flags.plusSign { format.append(UInt8(ascii: "+")) }
    if flags.spaceSign { format.append(UInt8(ascii: " ")) }
    if flags.alternate { format.append(UInt8(ascii: "#")) }
    if flags.zeroPadded { format.append(UInt8(ascii: "0")) }
    if let width { format += String(width).utf8 }
    if let precision { format += [UInt8(ascii: ".")] + String(precision).utf8 }
    format += [conversion, 0]
    // The widest result: 309 integer digits of the largest Double, the precision, sign, point, exponent.
    let capacity = max(width ?? 0, 330 + (precision ?? 6)) + 1
    var buffer = [CChar](repeating: 0, count: capacity)
    let previousLocale = cNumericLocale.map { uselocale($0) }
    defer { previousLocale.map { _ = uselocale($0) } }
    let count = format.withUnsafeBufferPointer { formatBytes in
      formatBytes.withMemoryRebound(to: CChar.self) { cFormat in
        withVaList([number]) { arguments in
          vsnprintf(&buffer, capacity, cFormat.baseAddress, arguments)
        }
      }
    }
    output += buffer.prefix(Int(max(0, min(count, Int32(capacity - 1))))).map { UInt8(bitPattern: $0) }
  }
}
