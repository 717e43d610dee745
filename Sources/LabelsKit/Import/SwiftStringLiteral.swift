/// Writes text as a Swift string literal.
package enum SwiftStringLiteral {
  /// `"text"`, escaping `"` and `\`, newline, carriage return, tab and NUL, and the other control
  /// characters and the line and paragraph separators as `\u{...}`; every other character as it is.
  package static func text(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// The text as it stands between the quotes of a literal; also how a key appears in a comment, where a
  /// raw line break would end the comment.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var literal = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "\0": literal += "\\0"
      case "\u{1}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
        literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal
  }

  /// Whether `escaped(_:)` writes a scalar otherwise than as it is.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\"", "\\", "\0"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }
}
