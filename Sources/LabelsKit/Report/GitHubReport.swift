/// Prints a report as GitHub Actions workflow commands, one annotation per change, then the verdict
/// line: `::error` for breaking, `::warning` for additive and `::notice` for content changes.
///
/// ```
/// ::error file=Exports/1.2.0/ru.json,line=4,title=key-removed::ru /login/welcome: key removed (was "Welcome")
/// ```
/// Texts from the documents go through ``LogText`` first, so one change stays one line and nothing in
/// it is a command; then property values escape `%`, CR, LF, `:` and `,`, and the message escapes
/// `%`, CR and LF, as the runner unescapes them (`escapeProperty` and `escapeData` in `@actions/core`).
public enum GitHubReport {
  /// The report as workflow commands, ending in a newline; `locate` gives the file and line an
  /// annotation points at, or `nil` for none.
  public static func render(_ report: ChangeReport, locate: (Change) -> AnnotationLocation?) -> String {
    let annotations = report.changes.map { change in
      var properties: [String] = []
      if let location = locate(change) {
        properties.append("file=" + escapeProperty(LogText.escaped(location.file)))
        if let line = location.line { properties.append("line=\(line)") }
      }
      properties.append("title=" + escapeProperty(change.rule.rawValue))
      let place = [change.locale?.rawValue, change.path.isRoot ? nil : change.path.description]
        .compactMap { $0 }.joined(separator: " ")
      let message = (place.isEmpty ? "" : place + ": ") + change.message
      return "::\(command(change.severity)) \(properties.joined(separator: ","))::"
        + escapeData(LogText.escaped(message))
    }
    return (annotations + [report.verdictLine()]).joined(separator: "\n") + "\n"
  }

  private static func command(_ severity: Severity) -> String {
    switch severity {
    case .breaking: "error"
    case .additive: "warning"
    case .content: "notice"
    }
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
