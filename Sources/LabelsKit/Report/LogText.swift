/// Text from a label document or a file name, made safe to print on one line of a terminal or a CI
/// log: nothing in it can end the line, move the cursor, recolour the terminal, reorder what is shown,
/// or be read by a GitHub Actions runner as a workflow command.
///
/// The scalars written escaped are the C0 controls (U+0000 to U+001F), DEL and the C1 controls
/// (U+007F to U+009F), the line and paragraph separators (U+2028, U+2029) and the bidirectional
/// embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069). They are judged one
/// Unicode scalar at a time, so a combining mark cannot hide one inside a character. The `[` of `##[`
/// is escaped too: the runner reads its legacy commands (`##[error]`, `##[stop-commands]`) anywhere
/// in a line, and finds them with .NET's culture-sensitive `IndexOf`, which skips ignorable scalars, so
/// marks and format characters between the `#`s and the `[` (a soft hyphen) count as nothing here as
/// well. Backslashes are left as they are, so escaping twice changes nothing; the escaped text is
/// for reading, not for reversing.
public enum LogText {
  /// `text` with the scalars that are not safe in a log line written as `\n`, `\r`, `\t` or
  /// `\u{1B}`, for text reports and diagnostics.
  public static func escaped(_ text: String) -> String {
    rewrite(text, escaping: isEscaped) { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
  }

  /// Canonical JSON text with the scalars that are not safe in a log line written as JSON escapes
  /// (`\u2028`), so the document means the same and prints safely. The JSON writer already escapes the
  /// C0 controls inside strings; those left are the document's own line breaks.
  public static func escaped(json text: String) -> String {
    // Outside strings the text has no scalar to escape but its line breaks, so whatever else is found
    // is inside a string, where a JSON escape means the same.
    rewrite(text, escaping: { $0.value >= 0x7F && isEscaped($0) }, notation: jsonEscape)
  }

  /// `\u2028`: a JSON escape of a scalar of the Basic Multilingual Plane, lowercase as the writer's.
  private static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Whether a scalar is written escaped, wherever it is.
  public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with each scalar that `escaping` picks, and the `[` of each `##[`, written in `notation`.
  private static func rewrite(
    _ text: String, escaping: (Unicode.Scalar) -> Bool, notation: (Unicode.Scalar) -> String
  ) -> String {
    // Printable ASCII without `##[`, nearly every key and path, is returned without a copy.
    var hashes = 0
    let plain = text.utf8.allSatisfy { byte in
      defer { hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0 }
      return (0x20..<0x7F).contains(byte) && (byte != UInt8(ascii: "[") || hashes < 2)
    }
    guard !plain else { return text }
    // Unchanged runs are copied whole, and a text with nothing to escape is returned as it is. Whether a
    // scalar is ignorable matters only while `#`s are counted: at zero, it would leave zero either way,
    // so the property lookups are made only right after a `#`.
    let scalars = text.unicodeScalars
    var escaped = ""
    var copied = scalars.startIndex
    var index = scalars.startIndex
    hashes = 0
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if escaping(scalar) || (scalar == "[" && hashes >= 2) {
        escaped += Substring(scalars[copied..<index])
        escaped += notation(scalar)
        copied = next
      }
      if scalar == "#" {
        hashes += 1
      } else if hashes > 0, !isIgnorable(scalar) {
        hashes = 0
      }
      index = next
    }
    guard copied != scalars.startIndex else { return text }
    escaped += Substring(scalars[copied...])
    return escaped
  }

  /// Whether a culture-sensitive comparison may skip the scalar: default-ignorable code points
  /// (a soft hyphen, a zero-width joiner), format characters and combining marks.
  private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }
}
