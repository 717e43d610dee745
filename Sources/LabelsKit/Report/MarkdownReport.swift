import LabelsCore

/// Prints a report as Markdown for a pull request comment: a heading with the verdict, the counts, and
/// a table per severity (rule, locale, path, old, new, and a note with the id and hint when any change
/// in the table has one).
///
/// Every text from the documents (paths, values, ids and hints) is a code span, which GitHub renders as
/// inert text: no heading, HTML, link or autolink starts inside one. The span is fenced with more
/// backticks than the text has in a row and `|` is escaped as `\|` (GitHub tables split cells before
/// reading code spans), both judged on Unicode scalars as cmark-gfm judges bytes, so a combining mark
/// after a backtick or a `|` hides neither; control characters are shown escaped by ``LogText``, so
/// each change stays one row.
package enum MarkdownReport {
  /// The report as Markdown, ending in a newline.
  package static func render(_ report: ChangeReport) -> String {
    let heading =
      "## Labels diff: \(report.verdict.rawValue) (suggested bump: \(report.suggestedBump.rawValue))"
    guard !report.changes.isEmpty else { return heading + "\n\nNo changes.\n" }
    var blocks = [heading, report.summary.text]
    for severity in Severity.allCases.reversed() {
      let changes = report.changes.filter { $0.severity == severity }
      guard !changes.isEmpty else { continue }
      blocks.append("### \(severity.rawValue.capitalizedFirst) (\(changes.count))")
      blocks.append(table(changes))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private static func table(_ changes: [Change]) -> String {
    let hasNote = changes.contains { $0.id != nil || $0.hint != nil }
    var header = ["rule", "locale", "path", "old", "new"]
    if hasNote { header.append("note") }
    var rows = [row(header), row(header.map { _ in "---" })]
    for change in changes {
      var cells = [
        code(change.rule.rawValue),
        change.locale?.rawValue ?? "",
        code(change.path.description),
        change.old.map { code($0.shortenedText) } ?? "",
        change.new.map { code($0.shortenedText) } ?? "",
      ]
      if hasNote {
        let id = change.idText.map { "id " + code($0) }
        cells.append([id, change.hint.map(code)].compactMap { $0 }.joined(separator: "; "))
      }
      rows.append(row(cells))
    }
    return rows.joined(separator: "\n")
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  /// A code span: the text escaped by ``LogText``, fenced with one backtick more than the longest run
  /// inside, padded with a space when the text starts or ends with a backtick or a space; `|` escaped
  /// for the table. Empty text is empty.
  static func code(_ text: String) -> String {
    // Judged on bytes: a backtick, a `|` and a space are ASCII, and no byte of another scalar is one.
    let text = LogText.escaped(text)
    guard let first = text.utf8.first, let last = text.utf8.last else { return "" }
    var longestRun = 0
    var run = 0
    var pipes = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longestRun = max(longestRun, run)
      if byte == UInt8(ascii: "|") { pipes += 1 }
    }
    var escaped = text
    if pipes > 0 {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count + pipes)
      for byte in text.utf8 {
        if byte == UInt8(ascii: "|") { bytes.append(UInt8(ascii: "\\")) }
        bytes.append(byte)
      }
      escaped = String(decoding: bytes, as: UTF8.self)
    }
    let fence = String(repeating: "`", count: longestRun + 1)
    let edges: [UInt8] = [UInt8(ascii: "`"), UInt8(ascii: " ")]
    let pad = edges.contains(first) || edges.contains(last) ? " " : ""
    return fence + pad + escaped + pad + fence
  }
}
