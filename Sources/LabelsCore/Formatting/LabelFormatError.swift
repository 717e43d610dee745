/// Why ``LabelFormatter`` could not fill a label's placeholders: the text is malformed, or its
/// placeholders do not take exactly the arguments passed.
public enum LabelFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text's placeholders have problems (its ``PlaceholderSignature/problems``), so it has no single
  /// meaning to format; the lint reports the same problems.
  case malformed([PlaceholderProblem])
  /// The text's printf placeholders take `expected` arguments (positions 1 to `expected`), but `given`
  /// were passed.
  case argumentCount(expected: Int, given: Int)
  /// The argument at a position is not a kind its placeholder takes; `placeholder` is the first
  /// placeholder that uses the position, as written in the text.
  case argumentType(position: Int, placeholder: String, argument: LabelArgument)
  /// The argument has a kind its placeholder takes but a value it cannot print: a negative integer for
  /// `%u`, `%o`, `%x` or `%X`, or a `%c` code that is not a Unicode scalar value.
  case argumentOutOfRange(position: Int, placeholder: String, argument: LabelArgument)
  /// The text has this named placeholder (braces included) but no argument was passed for it.
  case missingNamed(String)
  /// A named argument was passed that is not a named placeholder of the text.
  case unexpectedNamed(String)
  /// A typed call passed arguments in order to a text whose named placeholders (braces included) cannot
  /// take them in order: named placeholders are untyped and unordered, so only a text that takes a
  /// single argument may use one.
  case namedNeedsSingleArgument(Set<String>)

  /// A lowercase sentence saying what is wrong and how to fix it.
  public var message: String {
    switch self {
    case .malformed(let problems):
      return "the text cannot be formatted: " + problems.map(\.message).joined(separator: "; ")
    case .argumentCount(let expected, let given):
      let takes = expected == 0 ? "no arguments" : expected == 1 ? "1 argument" : "\(expected) arguments"
      let passed = given == 1 ? "1 was passed" : "\(given) were passed"
      let fix =
        switch expected {
        case 0: "pass none"
        case 1: "pass exactly one"
        default: "pass exactly one argument for each position from 1 to \(expected)"
        }
      return "the text's placeholders take \(takes) but \(passed); \(fix)"
    case .argumentType(let position, let placeholder, let argument):
      return "argument \(position) is \(argument) but \(placeholder) takes \(Self.kinds(placeholder)); "
        + "pass \(Self.kinds(placeholder)) or change the placeholder"
    case .argumentOutOfRange(let position, let placeholder, let argument):
      let allowed = Self.isCharacter(placeholder) ? "a Unicode scalar value" : "a non-negative integer"
      return "argument \(position) is \(argument), which \(placeholder) cannot print; pass \(allowed)"
    case .missingNamed(let token):
      return "the text has the named placeholder \(token) but no argument \"\(token)\" was passed; "
        + "pass one for every named placeholder, keyed with its braces"
    case .unexpectedNamed(let key):
      return "the named argument \"\(key)\" is not a placeholder of the text; "
        + "pass exactly the text's named placeholders, keyed with their braces, such as \"{name}\""
    case .namedNeedsSingleArgument(let tokens):
      let sorted = tokens.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      return "the named placeholders \(sorted.joined(separator: " ")) cannot take arguments in order; a text "
        + "of several arguments takes them by printf position (%1$@, %2$lld), and a named placeholder "
        + "only as a text's single argument"
    }
  }

  public var description: String { message }

  /// The argument kinds a printf placeholder takes, from its conversion character (its last byte).
  private static func kinds(_ placeholder: String) -> String {
    switch placeholder.utf8.last {
    case UInt8(ascii: "d"), UInt8(ascii: "i"): "an integer"
    case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): "a non-negative integer"
    case UInt8(ascii: "c"), UInt8(ascii: "C"): "an integer Unicode scalar value"
    case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"): "text"
    default: "a number"
    }
  }

  private static func isCharacter(_ placeholder: String) -> Bool {
    placeholder.utf8.last == UInt8(ascii: "c") || placeholder.utf8.last == UInt8(ascii: "C")
  }
}
