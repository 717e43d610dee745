import LabelsCore

/// Prints a report for people: one line per change, grouped by severity (breaking first), then the
/// verdict line; optionally coloured with ANSI escapes. Paths, values and hints are printed through
/// ``LogText``, so a hostile key or value cannot break a line or reach the terminal as an escape.
///
/// ```
///   breaking  key-removed  ru  /login/welcome  "Welcome"  (possibly renamed to /login/hello)
///
/// verdict: breaking (suggested bump: major) — 1 breaking, 0 additive, 0 content
/// ```
package enum TextReport {
  /// The report as text, ending in a newline.
  package static func render(_ report: ChangeReport, colour: Bool = false) -> String {
    let paint = Paint(enabled: colour)
    let verdict = paint(report.verdict.rawValue, report.verdict.severity.map(style) ?? .green)
    guard !report.changes.isEmpty else { return report.verdictLine(verdict: verdict) + "\n" }
    let changes = report.changes
    let ruleWidth = changes.map { width($0.rule.rawValue) }.max() ?? 0
    let localeWidth = changes.map { width($0.locale?.rawValue ?? "") }.max() ?? 0
    let severityWidth = Severity.allCases.map { width($0.rawValue) }.max() ?? 0
    // Each half of the changes is laid out on a core of its own: for thousands of changes this was the
    // longest part of a diff that runs on one core. Places first, since their width aligns every line.
    let places = ParallelWork.halves(of: changes.count) { range in changes[range].map(place) }
    let placeWidth = places.map(width).max() ?? 0
    let lines = ParallelWork.halves(of: changes.count) { range in
      range.map { index in
        let change = changes[index]
        var line = "  " + paint(change.severity.rawValue, style(change.severity))
        pad(&line, change.severity.rawValue, to: severityWidth)
        line += change.rule.rawValue
        pad(&line, change.rule.rawValue, to: ruleWidth)
        if localeWidth > 0 {
          line += change.locale?.rawValue ?? ""
          pad(&line, change.locale?.rawValue ?? "", to: localeWidth)
        }
        line += places[index]
        pad(&line, places[index], to: placeWidth)
        line += LogText.escaped(change.valuesText)
        if let hint = change.hint { line += "  " + paint("(\(LogText.escaped(hint)))", .dim) }
        return trimmingTrailingSpaces(line)
      }
    }
    var groups: [String] = []
    for severity in Severity.allCases.reversed() {
      let group = changes.indices.filter { changes[$0].severity == severity }.map { lines[$0] }
      if !group.isEmpty { groups.append(group.joined(separator: "\n")) }
    }
    return groups.joined(separator: "\n\n") + "\n\n" + report.verdictLine(verdict: verdict) + "\n"
  }

  private static func place(_ change: Change) -> String {
    LogText.escaped(change.path.description + (change.idText.map { " id=\($0)" } ?? ""))
  }

  private static func style(_ severity: Severity) -> Paint.Style {
    switch severity {
    case .breaking: .red
    case .additive: .yellow
    case .content: .cyan
    }
  }

  /// Appends the spaces that make a column of `text` `width` characters wide, and the two between columns.
  private static func pad(_ line: inout String, _ text: String, to width: Int) {
    let count = max(0, width - self.width(text)) + 2
    line += count <= spaces.utf8.count ? spaces.prefix(count) : String(repeating: " ", count: count)[...]
  }

  private static let spaces = String(repeating: " ", count: 128)

  /// The characters of a text, counted without walking graphemes when it is ASCII.
  private static func width(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
