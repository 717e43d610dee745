/// A typed value for one placeholder of a label, passed to ``LabelFormatter``.
///
/// Which placeholders take which kind:
/// - `%@`, `%s`, `%S`: ``text(_:)``;
/// - `%d`, `%i` (with any length modifier, such as `%ld`, `%lld`, `%hd`, `%qd`): ``integer(_:)`` or
///   ``unsignedInteger(_:)``;
/// - `%u`, `%o`, `%x`, `%X` (any length modifier): ``unsignedInteger(_:)`` or a non-negative
///   ``integer(_:)``;
/// - `%f`, `%F`, `%e`, `%E`, `%g`, `%G`, `%a`, `%A`: ``number(_:)``, or an integer, which is converted
///   to the nearest `Double`;
/// - `%c`, `%C`: an integer that is a Unicode scalar value, printed as that character;
/// - named placeholders (`{name}`, `{{name}}`): any kind; text as it is, integers in decimal, numbers
///   as `%g` prints them.
///
/// Integers are never cut to the size a length modifier names: `%hhd` prints 300 as `300`.
public enum LabelArgument: Sendable, Equatable, CustomStringConvertible {
  /// A text.
  case text(String)
  /// A signed integer.
  case integer(Int64)
  /// An unsigned integer.
  case unsignedInteger(UInt64)
  /// A floating-point number.
  case number(Double)

  /// The kind and the value, as messages print them: `text "Аня"`, `integer -5`, `number 1.5`.
  public var description: String {
    switch self {
    case .text(let text): "text \"\(text)\""
    case .integer(let value): "integer \(value)"
    case .unsignedInteger(let value): "unsigned integer \(value)"
    case .number(let value): "number \(value)"
    }
  }
}
