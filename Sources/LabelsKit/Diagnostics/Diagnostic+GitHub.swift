extension Diagnostic {
  /// The diagnostic as a GitHub Actions workflow command that annotates its file:
  /// `::error file=Exports/1.2.0/ru.json,line=4,col=2,title=key-removed::message; fix`, with each note
  /// on a line of its own within the message; no trailing newline.
  ///
  /// Texts go through ``LogText`` first, so nothing in them ends the command or is read as another;
  /// then property values escape `%`, CR, LF, `:` and `,`, and the message escapes `%`, CR and LF, as
  /// the runner unescapes them (`escapeProperty` and `escapeData` in `@actions/core`).
  public var githubCommand: String {
    var properties: [String] = []
    if let location {
      properties.append("file=" + Self.escapeProperty(LogText.escaped(location.file)))
      if let line = location.line { properties.append("line=\(line)") }
      if let column = location.column { properties.append("col=\(column)") }
    }
    if let rule { properties.append("title=" + Self.escapeProperty(rule)) }
    let message = ([fullMessage] + notes).map { Self.escapeData(LogText.escaped($0)) }.joined(
      separator: "%0A")
    return "::\(severity.rawValue) \(properties.joined(separator: ","))::" + message
  }

  /// A message escaped for a workflow command: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// A property value escaped for a workflow command: `%`, CR, LF, `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    var escaped = ""
    for character in escapeData(text).unicodeScalars {
      switch character {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
