/// How one printf placeholder prints its argument, as ``PlaceholderScanner`` read it: the argument
/// position it resolved to, the flags, field width, precision and conversion character.
struct PrintfSpecification: Equatable, Sendable {
  /// The flags of a placeholder; `'` (thousands grouping) is read but groups nothing, as in the C locale.
  struct Flags: Equatable, Sendable {
    /// `-`: pad on the right.
    var leftAligned = false
    /// `+`: a plus sign before non-negative signed numbers.
    var plusSign = false
    /// ` `: a space before non-negative signed numbers, unless `+` is given.
    var spaceSign = false
    /// `#`: the alternate form (`0x` for hexadecimal, a leading zero for octal, a decimal point always).
    var alternate = false
    /// `0`: pad numbers with zeros after the sign.
    var zeroPadded = false

    /// Sets the flag of a flag character; false when the byte is not a flag.
    mutating func set(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "-"): leftAligned = true
      case UInt8(ascii: "+"): plusSign = true
      case UInt8(ascii: " "): spaceSign = true
      case UInt8(ascii: "#"): alternate = true
      case UInt8(ascii: "0"): zeroPadded = true
      case UInt8(ascii: "'"): break
      default: return false
      }
      return true
    }
  }

  /// The argument position, from 1, whether written (`%2$d`) or counted (`%d`).
  var position: Int
  var flags: Flags
  /// The minimum number of characters, or `nil` when the placeholder has none.
  var width: Int?
  /// The precision; `.` alone is 0; `nil` when the placeholder has none.
  var precision: Int?
  /// The conversion character, such as `d`, `x`, `f` or `@`.
  var conversion: UInt8
  /// What the placeholder expects of its argument.
  var type: PlaceholderType
}
