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
package enum LogText {
  /// `text` with the scalars that are not safe in a log line written as `\n`, `\r`, `\t` or
  /// `\u{1B}`, for text reports and diagnostics.
  package static func escaped(_ text: String) -> String {
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
  package static func escaped(json text: String) -> String {
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
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with each scalar that `escaping` picks, and the `[` of each `##[`, written in `notation`.
  /// `escaping` picks only scalars that ``isEscaped(_:)`` picks.
  private static func rewrite(
    _ text: String, escaping: (Unicode.Scalar) -> Bool, notation: (Unicode.Scalar) -> String
  ) -> String {
    var text = text
    text.makeContiguousUTF8()
    let rewritten = text.utf8.withContiguousStorageIfAvailable { bytes in
      rewrite(bytes, escaping: escaping, notation: notation)
    }
    // A text with nothing to escape is returned as it is.
    return (rewritten ?? nil) ?? text
  }

  /// The rewritten UTF-8 bytes of a text, read byte by byte, or `nil` when nothing in them is escaped.
  ///
  /// Printable ASCII is copied as it is unless it is the `[` of `##[`. Of the other scalars, only those
  /// whose UTF-8 starts with 0xC2 (the C1 controls) or 0xE2 (the separators, embeddings, overrides and
  /// isolates) can be escaped, and whether a scalar is ignorable matters only while `#`s are counted: at
  /// zero, it would leave zero either way. So any other scalar after anything but a `#` is skipped
  /// whole, without decoding it or looking up its properties.
  private static func rewrite(
    _ bytes: UnsafeBufferPointer<UInt8>, escaping: (Unicode.Scalar) -> Bool,
    notation: (Unicode.Scalar) -> String
  ) -> String? {
    var escaped: [UInt8] = []
    var copied = 0
    var index = 0
    var hashes = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "#"), byte != UInt8(ascii: "[") {
        hashes = 0
        index += 1
        continue
      }
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC0..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      default: length = 4
      }
      if hashes == 0, length > 1, byte != 0xC2, byte != 0xE2 {
        index += length
        continue
      }
      var scalarValue = length == 1 ? UInt32(byte) : UInt32(byte) & (0x7F >> length)
      for offset in 1..<length {
        scalarValue = scalarValue << 6 | UInt32(bytes[index + offset] & 0x3F)
      }
      let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
      if escaping(scalar) || (scalar == "[" && hashes >= 2) {
        if escaped.isEmpty { escaped.reserveCapacity(bytes.count + 16) }
        escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        escaped.append(contentsOf: notation(scalar).utf8)
        copied = index + length
      }
      if scalar == "#" {
        hashes += 1
      } else if hashes > 0, !isIgnorable(scalar) {
        hashes = 0
      }
      index += length
    }
    guard copied > 0 else { return nil }
    escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    return String(decoding: escaped, as: UTF8.self)
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
