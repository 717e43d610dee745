/// What a printf-style placeholder expects of its argument: the conversion class and, for integers,
/// the width. Flags, field width and precision do not change the argument, so they are not part of it.
public struct PlaceholderType: Hashable, Sendable, CustomStringConvertible {
  /// The class of a conversion character.
  public enum Conversion: String, Hashable, Sendable, CaseIterable {
    /// `d`, `i`.
    case signedInteger
    /// `u`, `o`, `x`, `X`.
    case unsignedInteger
    /// `f`, `F`, `e`, `E`, `g`, `G`, `a`, `A`.
    case floatingPoint
    /// `@`: an object, such as a string.
    case object
    /// `c`, `C`.
    case character
    /// `s`, `S`: a C string.
    case cString
    /// `p`.
    case pointer
  }

  /// The size of an integer argument, from the length modifier.
  public enum IntegerWidth: String, Hashable, Sendable, CaseIterable {
    /// No length modifier, `h` or `hh`: the argument is passed as a 32-bit `Int32`.
    case bits32
    /// `l`, `ll`, `q`, `L`, `z`, `t` or `j`: the argument is a 64-bit `Int` on Apple platforms.
    case bits64
  }

  /// The conversion class.
  public let conversion: Conversion
  /// The width of an integer argument; `nil` for every other conversion, where length modifiers are
  /// ignored.
  public let integerWidth: IntegerWidth?

  /// Creates a type; `integerWidth` is kept only for integer conversions.
  public init(_ conversion: Conversion, integerWidth: IntegerWidth? = nil) {
    self.conversion = conversion
    switch conversion {
    case .signedInteger, .unsignedInteger: self.integerWidth = integerWidth ?? .bits32
    case .floatingPoint, .object, .character, .cString, .pointer: self.integerWidth = nil
    }
  }

  /// The type of a conversion character with its length modifier (`"ll"`, `"h"`, `""`), or `nil` when
  /// the character is not a conversion.
  init?(conversion character: UInt8, length: String) {
    let conversion: Conversion
    switch character {
    case UInt8(ascii: "d"), UInt8(ascii: "i"): conversion = .signedInteger
    case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
      conversion = .unsignedInteger
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      conversion = .floatingPoint
    case UInt8(ascii: "@"): conversion = .object
    case UInt8(ascii: "c"), UInt8(ascii: "C"): conversion = .character
    case UInt8(ascii: "s"), UInt8(ascii: "S"): conversion = .cString
    case UInt8(ascii: "p"): conversion = .pointer
    default: return nil
    }
    let width: IntegerWidth = ["", "h", "hh"].contains(length) ? .bits32 : .bits64
    self.init(conversion, integerWidth: width)
  }

  /// The canonical conversion for the type, as it is printed in messages: `d`, `lld`, `u`, `llu`, `f`,
  /// `@`, `c`, `s` or `p`.
  public var description: String {
    let wide = integerWidth == .bits64 ? "ll" : ""
    switch conversion {
    case .signedInteger: return wide + "d"
    case .unsignedInteger: return wide + "u"
    case .floatingPoint: return "f"
    case .object: return "@"
    case .character: return "c"
    case .cString: return "s"
    case .pointer: return "p"
    }
  }
}
