/// Fills a label's placeholders with typed arguments, safely, whatever text arrives.
///
/// The formatter reads the text with the same scanner as ``PlaceholderSignature`` and formats only a
/// text whose signature has no problems and whose placeholders take exactly the arguments passed:
/// printf arguments by position and kind (see ``LabelArgument``), named arguments as a set. Otherwise
/// it throws; it never reads an argument that was not passed and never hands the text to C's `printf`.
///
/// - printf placeholders: sequential (`%@ %d`) or positional (`%2$@ %1$d`), `%%`, the flags `-+ 0#'`,
///   a field width and a precision, as C prints them. Width and precision count characters for text
///   (`%@`, `%s`) and for `%c`, where C would count bytes; for ASCII the output is C's. `'` groups nothing,
///   as in the C locale. A `*` width or precision and `%p` are problems of the text, so they are refused.
/// - Named placeholders (`{name}`, `{{name}}`) are keyed by the whole token, braces included, as the
///   signature lists them, since `{name}` and `{{name}}` are different placeholders to it. The whole
///   token is replaced by the value.
/// - A text with both kinds takes both, in one pass, with ``format(_:arguments:named:)``; a value is
///   never read again as a placeholder.
public enum LabelFormatter {
  /// A text with printf placeholders (`%@`, `%lld`, `%2$@`, ...) filled with `arguments`, argument `n`
  /// for position `n`.
  /// - Throws: ``LabelFormatError`` when the text is malformed, has named placeholders, or does not
  ///   take exactly these arguments.
  public static func format(_ text: String, arguments: [LabelArgument]) throws(LabelFormatError) -> String {
    try format(text, arguments: arguments, named: [:])
  }

  /// A text with named placeholders (`{name}`, `{{count}}`) filled with `named`, keyed by the whole
  /// token, braces included.
  /// - Throws: ``LabelFormatError`` when the text is malformed, has printf placeholders, or its named
  ///   placeholders are not exactly the keys of `named`.
  public static func format(
    _ text: String, named: [String: LabelArgument]
  ) throws(LabelFormatError) -> String {
    try format(text, arguments: [], named: named)
  }

  /// A text whose printf placeholders take some of `arguments` by position, argument `n` for `%n$`:
  /// a form of a label of several counts, which may leave out the arguments it does not show
  /// (``PluralTextArguments``). Every other rule is ``format(_:arguments:)``'s.
  /// - Throws: ``LabelFormatError`` when the text is malformed but for the positions it leaves out, has
  ///   named placeholders, or takes a position `arguments` lacks or of another kind.
  public static func format(_ text: String, choosingFrom arguments: [LabelArgument]) throws(LabelFormatError)
    -> String
  {
    var scanner = PlaceholderScanner(Array(text.utf8))
    scanner.scan()
    let problems = scanner.problems.filter { if case .missingPosition = $0 { false } else { true } }
    guard problems.isEmpty else { throw .malformed(problems) }
    if let token = scanner.named.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      throw .unexpectedNamed(token)
    }
    var values = [PrintfSpecification.Value?](repeating: nil, count: arguments.count)
    for (position, type) in scanner.arguments {
      guard position <= arguments.count else {
        throw .argumentCount(expected: scanner.arguments.keys.max() ?? position, given: arguments.count)
      }
      values[position - 1] = try value(arguments[position - 1], at: position, type: type, in: scanner)
    }
    return render(scanner, values: values, named: [:])
  }

  /// A text with printf and named placeholders filled in one pass.
  /// - Throws: ``LabelFormatError`` when the text is malformed or does not take exactly these arguments.
  public static func format(
    _ text: String, arguments: [LabelArgument], named: [String: LabelArgument]
  ) throws(LabelFormatError) -> String {
    var scanner = PlaceholderScanner(Array(text.utf8))
    scanner.scan()
    guard scanner.problems.isEmpty else { throw .malformed(scanner.problems) }
    let values = try values(arguments, for: scanner)
    let missing = scanner.named.filter { named[$0] == nil }
    if let token = missing.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      throw .missingNamed(token)
    }
    let unexpected = named.keys.filter { !scanner.named.contains($0) }
    if let key = unexpected.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      throw .unexpectedNamed(key)
    }
    return render(scanner, values: values, named: named)
  }

  /// The scanned text with each printf placeholder's value (argument n at index n − 1) and each named
  /// one's written.
  private static func render(
    _ scanner: PlaceholderScanner, values: [PrintfSpecification.Value?], named: [String: LabelArgument]
  ) -> String {
    let bytes = scanner.bytes
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16 * scanner.tokens.count)
    var cursor = 0
    for token in scanner.tokens {
      output += bytes[cursor..<token.range.lowerBound]
      switch token.kind {
      case .percent:
        output.append(UInt8(ascii: "%"))
      case .printf(let specification):
        if let value = values[specification.position - 1] { specification.render(value, into: &output) }
      case .named(let name):
        if let argument = named[name] { render(named: argument, into: &output) }
      }
      cursor = token.range.upperBound
    }
    output += bytes[cursor...]
    return String(decoding: output, as: UTF8.self)
  }

  /// The arguments checked against the text's positions, in the form the placeholders print.
  private static func values(
    _ arguments: [LabelArgument], for scanner: PlaceholderScanner
  ) throws(LabelFormatError) -> [PrintfSpecification.Value?] {
    guard arguments.count == scanner.arguments.count else {
      throw .argumentCount(expected: scanner.arguments.count, given: arguments.count)
    }
    var values: [PrintfSpecification.Value?] = []
    values.reserveCapacity(arguments.count)
    for (offset, argument) in arguments.enumerated() {
      let position = offset + 1
      guard let type = scanner.arguments[position] else {
        throw .argumentCount(expected: scanner.arguments.count, given: arguments.count)
      }
      values.append(try value(argument, at: position, type: type, in: scanner))
    }
    return values
  }

  /// An argument in the form its position's placeholders print.
  private static func value(
    _ argument: LabelArgument, at position: Int, type: PlaceholderType, in scanner: PlaceholderScanner
  ) throws(LabelFormatError) -> PrintfSpecification.Value {
    do throws(PrintfSpecification.Mismatch) {
      return try PrintfSpecification.Value(argument, for: type)
    } catch {
      let placeholder = firstPlaceholder(at: position, in: scanner)
      switch error {
      case .kind: throw .argumentType(position: position, placeholder: placeholder, argument: argument)
      case .range: throw .argumentOutOfRange(position: position, placeholder: placeholder, argument: argument)
      }
    }
  }

  /// The first placeholder that uses a position, as written in the text.
  private static func firstPlaceholder(at position: Int, in scanner: PlaceholderScanner) -> String {
    for token in scanner.tokens {
      if case .printf(let specification) = token.kind, specification.position == position {
        return String(decoding: scanner.bytes[token.range], as: UTF8.self)
      }
    }
    return "%\(position)$"
  }

  private static func render(named argument: LabelArgument, into output: inout [UInt8]) {
    switch argument {
    case .text(let text): output += text.utf8
    case .integer(let value): output += String(value).utf8
    case .unsignedInteger(let value): output += String(value).utf8
    case .number(let value): PrintfSpecification.general.render(.number(value), into: &output)
    }
  }
}
