/// Writes untrusted text (a translators' comment) as the lines of a `///` documentation comment.
enum SwiftComment {
  /// The lines of `text`: split at every line break, each control character and Unicode line or
  /// paragraph separator written as a space, and each line trimmed; blank lines at either end dropped.
  /// A `///` comment ends only at a line break, so nothing in a line can end it early.
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where previousWasCarriageReturn:
        continue
      case "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}":
        lines.append(trimmed(current))
        current = String.UnicodeScalarView()
      case "\0"..."\u{1F}", "\u{7F}"..."\u{9F}":
        current.append(" ")
      default:
        current.append(scalar)
      }
    }
    lines.append(trimmed(current))
    let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
    let last = lines.lastIndex { !$0.isEmpty } ?? first
    return first < lines.endIndex ? Array(lines[first...last]) : []
  }

  private static func trimmed(_ scalars: String.UnicodeScalarView) -> String {
    let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
    let end = scalars.lastIndex { !$0.properties.isWhitespace }.map { scalars.index(after: $0) } ?? start
    return start < end ? String(scalars[start..<end]) : ""
  }
}
