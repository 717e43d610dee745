import LabelsCore

extension Diagnostic {
  /// The diagnostic as a GitHub Actions workflow command that annotates its file:
  /// `::error file=Exports/1.2.0/ru.json,line=4,col=2,title=key-removed::message; fix`, with each note
  /// on a line of its own within the message; no trailing newline.
  ///
  /// Texts go through ``LogText`` first, so nothing in them ends the command or is read as another;
  /// then property values escape `%`, CR, LF, `:` and `,`, and the message escapes `%`, CR and LF, as
  /// the runner unescapes them (`escapeProperty` and `escapeData` in `@actions/core`).
  package var githubCommand: String {
    // Built in one text, not from arrays of parts joined: a report writes thousands.
    var command = "::" + severity.rawValue + " "
    if let location {
      command += "file=" + Self.escapeProperty(LogText.escaped(location.file))
      if let line = location.line { command += ",line=" + String(line) }
      if let column = location.column { command += ",col=" + String(column) }
    }
    if let rule { command += (location == nil ? "title=" : ",title=") + Self.escapeProperty(rule) }
    command += "::" + Self.escapeData(LogText.escaped(fullMessage))
    for note in notes { command += "%0A" + Self.escapeData(LogText.escaped(note)) }
    return command
  }

  /// A message escaped for a workflow command: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    percentEscaped(text, property: false)
  }

  /// A property value escaped for a workflow command: `%`, CR, LF, `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    percentEscaped(text, property: true)
  }

  /// Whether a byte is escaped in a message, or with `property` in a property value.
  private static func escapes(_ byte: UInt8, property: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): true
    case UInt8(ascii: ":"), UInt8(ascii: ","): property
    default: false
    }
  }

  /// `text` with each byte ``escapes(_:property:)`` picks (all of them ASCII) written as `%` and two
  /// uppercase hex digits; the text itself when there is none.
  private static func percentEscaped(_ text: String, property: Bool) -> String {
    // The search runs over the bytes in place: a report checks every message of thousands.
    let hasEscape =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains { escapes($0, property: property) }
      } ?? text.utf8.contains { escapes($0, property: property) }
    guard hasEscape else { return text }
    let hexDigits = Array("0123456789ABCDEF".utf8)
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if escapes(byte, property: property) {
        escaped += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
      } else {
        escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
  }
}
