extension LabelArgument {
  /// What kind of value an argument is, without the value: what a label's schema declares for each
  /// argument it takes.
  public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// ``LabelArgument/text(_:)``: a `String`.
    case text
    /// ``LabelArgument/integer(_:)``: an `Int` or another signed integer.
    case integer
    /// ``LabelArgument/unsignedInteger(_:)``: a `UInt` or another unsigned integer.
    case unsignedInteger = "unsigned-integer"
    /// ``LabelArgument/number(_:)``: a `Double` or `Float`.
    case number

    /// The kind as messages print it: `text`, `integer`, `unsigned integer`, `number`.
    public var description: String {
      self == .unsignedInteger ? "unsigned integer" : rawValue
    }

    /// A value of the kind, for checking a text against a declaration without real values.
    var sample: LabelArgument {
      switch self {
      case .text: .text("")
      case .integer: .integer(0)
      case .unsignedInteger: .unsignedInteger(0)
      case .number: .number(0)
      }
    }
  }
}
