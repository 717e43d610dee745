/// A Swift value a label's typed call takes for a placeholder: `String`, the integer types, `Double`
/// and `Float`. Its static ``argumentKind`` is what the schema declares, so lint can check every
/// locale's text against the call before the app ships.
public protocol LabelArgumentValue: Sendable {
  /// The kind every value of the type has.
  static var argumentKind: LabelArgument.Kind { get }
  /// The value as the formatter takes it.
  var labelArgument: LabelArgument { get }
}

extension String: LabelArgumentValue {
  /// ``LabelArgument/Kind/text``.
  public static var argumentKind: LabelArgument.Kind { .text }
  /// The text.
  public var labelArgument: LabelArgument { .text(self) }
}

extension LabelArgumentValue where Self: SignedInteger {
  /// ``LabelArgument/Kind/integer``.
  public static var argumentKind: LabelArgument.Kind { .integer }
  /// The integer, which every conforming type holds in 64 bits.
  public var labelArgument: LabelArgument { .integer(Int64(self)) }
}

extension LabelArgumentValue where Self: UnsignedInteger {
  /// ``LabelArgument/Kind/unsignedInteger``.
  public static var argumentKind: LabelArgument.Kind { .unsignedInteger }
  /// The integer, which every conforming type holds in 64 bits.
  public var labelArgument: LabelArgument { .unsignedInteger(UInt64(self)) }
}

extension LabelArgumentValue where Self: BinaryFloatingPoint {
  /// ``LabelArgument/Kind/number``.
  public static var argumentKind: LabelArgument.Kind { .number }
  /// The number, as the nearest `Double`.
  public var labelArgument: LabelArgument { .number(Double(self)) }
}

extension Int: LabelArgumentValue {}
extension Int32: LabelArgumentValue {}
extension Int64: LabelArgumentValue {}
extension UInt: LabelArgumentValue {}
extension UInt32: LabelArgumentValue {}
extension UInt64: LabelArgumentValue {}
extension Double: LabelArgumentValue {}
extension Float: LabelArgumentValue {}
