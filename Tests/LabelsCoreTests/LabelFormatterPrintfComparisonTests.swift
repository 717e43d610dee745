import Foundation
import Testing

@testable import LabelsCore

/// Compares the formatter with C's printf, through Foundation's `String(format:)`, over every
/// combination of flags, width, precision, conversion and a set of values. Only numbers are compared:
/// Foundation on Linux prints `(null)` for `%@` with a Swift string, and `%s` needs a C pointer.
@Suite struct LabelFormatterPrintfComparisonTests {
  private static let flags = ["", "-", "+", " ", "#", "0", "-0", "+0", " 0", "#0", "-#", "+ ", "-+ #0"]
  private static let widths = ["", "1", "7", "25"]
  private static let precisions = ["", ".", ".0", ".1", ".4", ".17"]

  /// Every specifier with `conversion`, such as `%-#7.4x`.
  private static func specifiers(_ conversion: String) -> [String] {
    flags.flatMap { flag in
      widths.flatMap { width in precisions.map { "%" + flag + width + $0 + conversion } }
    }
  }

  /// The specifiers whose output differs from C's for the values, as `specifier value: ours ≠ C's`.
  private static func differences<Value: CVarArg>(
    _ conversions: [String], _ values: [Value], _ argument: (Value) -> LabelArgument
  ) -> [String] {
    var differences: [String] = []
    for conversion in conversions {
      for specifier in specifiers(conversion) {
        for value in values {
          let expected = String(format: "[\(specifier)]", value)
          let formatted = try? LabelFormatter.format("[\(specifier)]", arguments: [argument(value)])
          if formatted != expected {
            differences.append("\(specifier) \(value): \(formatted ?? "error") ≠ \(expected)")
          }
        }
      }
    }
    return differences
  }

  @Test func printsSignedIntegersAsC() {
    let int32: [Int64] = [0, 1, -1, 7, -42, 255, 1_000_000, Int64(Int32.max), Int64(Int32.min)]
    let int16: [Int64] = [0, 5, -5, Int64(Int16.max), Int64(Int16.min)]
    let int64: [Int64] = [0, -1, 4_294_967_296, -123_456_789_012, .max, .min]
    let differences =
      Self.differences(["d", "i"], int32, LabelArgument.integer)
      + Self.differences(["hd"], int16, LabelArgument.integer)
      + Self.differences(["ld", "lld", "qd", "jd", "zd", "li", "lli"], int64, LabelArgument.integer)
    #expect(differences.isEmpty, "\(differences.count) differences: \(differences.prefix(20))")
  }

  @Test func printsUnsignedIntegersAsC() {
    let uint32: [UInt64] = [0, 1, 8, 255, 4095, 65_536, UInt64(UInt32.max)]
    let uint64: [UInt64] = [0, 1, 4_294_967_296, 0xDEAD_BEEF_CAFE, .max]
    let differences =
      Self.differences(["u", "o", "x", "X"], uint32, LabelArgument.unsignedInteger)
      + Self.differences(
        ["lu", "llu", "lo", "llo", "lx", "llx", "llX"], uint64, LabelArgument.unsignedInteger)
    #expect(differences.isEmpty, "\(differences.count) differences: \(differences.prefix(20))")
  }

  @Test func printsNumbersAsC() {
    let numbers: [Double] = [
      0, -0.0, 1, -1.5, 0.5, 2.5, 1.0 / 3, 123_456.789, 1e-10, 1e20, 999_999.5, 0.000_1, 1e-5,
      .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]
    let differences = Self.differences(
      ["f", "F", "e", "E", "g", "G", "a", "A", "lf"], numbers, LabelArgument.number)
    #expect(differences.isEmpty, "\(differences.count) differences: \(differences.prefix(20))")
  }

  @Test func printsPositionalArgumentsAsC() throws {
    let text = "%3$+08.2f|%1$-6lld|%2$#x|%1$lld"
    let expected = String(format: text, Int64(-42), UInt64(255), 3.14159)
    let formatted = try LabelFormatter.format(
      text, arguments: [.integer(-42), .unsignedInteger(255), .number(3.14159)])
    #expect(formatted == expected)
  }
}
