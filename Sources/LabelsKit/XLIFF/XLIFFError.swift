/// Why an XLIFF document cannot be written or read.
package enum XLIFFError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A text holds a character XML 1.0 cannot carry (a control character other than tab, line feed and
  /// carriage return, or U+FFFE/U+FFFF).
  case unwritable(id: String, scalar: UInt32)
  /// The document is not well-formed XML, at a line.
  case malformed(line: Int, String)
  /// The document is well-formed but not XLIFF 1.2 as this tool reads it, at a line.
  case unsupported(line: Int, String)

  /// The line the problem is at; `nil` for a problem in writing.
  package var line: Int? {
    switch self {
    case .unwritable: nil
    case .malformed(let line, _), .unsupported(let line, _): line
    }
  }

  package var description: String {
    switch self {
    case .unwritable(let id, let scalar):
      "\(id): holds U+\(scalar.fourHexDigits), which XML cannot carry; "
        + "remove it from the label"
    case .malformed(_, let message): "is not well-formed XML: \(message)"
    case .unsupported(_, let message): message
    }
  }
}
