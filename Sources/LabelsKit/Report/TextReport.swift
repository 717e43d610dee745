/// Prints a report for people: one line per change, grouped by severity (breaking first), then the
/// verdict line; optionally coloured with ANSI escapes.
///
/// ```
///   breaking  key-removed  ru  /login/welcome  "Welcome"  (possibly renamed to /login/hello)
///
/// verdict: breaking (suggested bump: major) — 1 breaking, 0 additive, 0 content
/// ```
public enum TextReport {
  /// The report as text, ending in a newline.
  public static func render(_ report: ChangeReport, colour: Bool = false) -> String {
    let paint = Paint(enabled: colour)
    let verdict = paint(report.verdict.rawValue, report.verdict.severity.map(style) ?? .green)
    guard !report.changes.isEmpty else { return report.verdictLine(verdict: verdict) + "\n" }
    let ruleWidth = report.changes.map(\.rule.rawValue.count).max() ?? 0
    let localeWidth = report.changes.map { $0.locale?.rawValue.count ?? 0 }.max() ?? 0
    let places = report.changes.map(place)
    let placeWidth = places.map(\.count).max() ?? 0
    let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
    var groups: [String] = []
    for severity in Severity.allCases.reversed() {
      let lines = report.changes.indices.filter { report.changes[$0].severity == severity }.map { index in
        let change = report.changes[index]
        var columns = [
          paint(change.severity.rawValue, style(severity)) + padding(change.severity.rawValue, severityWidth),
          padded(change.rule.rawValue, ruleWidth),
        ]
        if localeWidth > 0 { columns.append(padded(change.locale?.rawValue ?? "", localeWidth)) }
        columns.append(padded(places[index], placeWidth))
        columns.append(change.valuesText)
        if let hint = change.hint { columns.append(paint("(\(hint))", .dim)) }
        return trimmingTrailingSpaces("  " + columns.joined(separator: "  "))
      }
      if !lines.isEmpty { groups.append(lines.joined(separator: "\n")) }
    }
    return groups.joined(separator: "\n\n") + "\n\n" + report.verdictLine(verdict: verdict) + "\n"
  }

  private static func place(_ change: Change) -> String {
    change.path.description + (change.idText.map { " id=\($0)" } ?? "")
  }

  private static func style(_ severity: Severity) -> Paint.Style {
    switch severity {
    case .breaking: .red
    case .additive: .yellow
    case .content: .cyan
    }
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + padding(text, width)
  }

  private static func padding(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count))
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
