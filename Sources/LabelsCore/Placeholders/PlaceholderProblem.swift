/// Something wrong with a string's placeholders that makes formatting it unreliable, found while
/// reading its ``PlaceholderSignature``; the lint reports these.
public enum PlaceholderProblem: Hashable, Sendable, CustomStringConvertible {
  /// A `%` that does not start a valid placeholder, such as `%1`, `%y` or a `%` at the end of the text;
  /// the associated text is the `%` and what follows it up to where reading stopped.
  case invalidPlaceholder(String)
  /// One argument position used with two different types, such as `%1$@ ... %1$d`.
  case conflictingTypes(position: Int, PlaceholderType, PlaceholderType)
  /// A position below the highest one that no placeholder uses, such as 2 in `%1$@ %3$@`.
  case missingPosition(Int, highest: Int)
  /// Positional (`%1$@`) and sequential (`%@`) placeholders in one string.
  case mixedPositionalAndSequential
  /// A field width or precision taken from an argument, such as `%*d` or `%.*f`: a label's arguments are
  /// its values, never its layout.
  case variableWidth(String)
  /// A field width or precision above 9999, such as `%12345d`, which would make the label that long.
  case fieldTooWide(String)
  /// `%p`: a memory address, which no label prints.
  case pointer(String)

  /// A lowercase sentence saying what is wrong and how to fix it.
  public var message: String {
    switch self {
    case .invalidPlaceholder(let text):
      "'\(text)' is not a valid placeholder; write %% for a literal percent sign"
    case .conflictingTypes(let position, let first, let second):
      "argument \(position) is used as %\(position)$\(first) and as %\(position)$\(second); "
        + "use one type for each position"
    case .missingPosition(let position, let highest):
      "no placeholder uses argument \(position) although %\(highest)$ is used; "
        + "formatting needs every position from 1 to \(highest)"
    case .mixedPositionalAndSequential:
      "positional (%1$@) and sequential (%@) placeholders are mixed; number every placeholder"
    case .variableWidth(let text):
      "'\(text)' takes its field width or precision from an argument, which labels do not support; "
        + "write the number, such as %5d or %.2f"
    case .fieldTooWide(let text):
      "'\(text)' has a field width or precision above \(PlaceholderScanner.maximumField); use a smaller one"
    case .pointer(let text):
      "'\(text)' prints a memory address, which is not a label's argument; use %@ for text or %d for a number"
    }
  }

  public var description: String { message }
}
