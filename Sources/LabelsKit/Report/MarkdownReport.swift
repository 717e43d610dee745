/// Prints a report as Markdown for a pull request comment: a heading with the verdict, the counts, and
/// a table per severity (rule, locale, path, old, new, and a note with the id and hint when any change
/// in the table has one).
///
/// Values and paths are code spans fenced with more backticks than they contain, `|` is escaped as
/// `\|` (GitHub tables split cells before reading code spans), and notes escape Markdown punctuation.
public enum MarkdownReport {
  /// The report as Markdown, ending in a newline.
  public static func render(_ report: ChangeReport) -> String {
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
        cells.append([id, change.hint.map(escapeText)].compactMap { $0 }.joined(separator: "; "))
      }
      rows.append(row(cells))
    }
    return rows.joined(separator: "\n")
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  /// A code span: fenced with one backtick more than the longest run inside, padded with a space when
  /// the text starts or ends with a backtick or a space; `|` escaped for the table. Empty text is empty.
  static func code(_ text: String) -> String {
    guard !text.isEmpty else { return "" }
    var longestRun = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longestRun = max(longestRun, run)
    }
    let fence = String(repeating: "`", count: longestRun + 1)
    let edges: Set<Character> = ["`", " "]
    let pad = edges.contains(text.first ?? "x") || edges.contains(text.last ?? "x") ? " " : ""
    return fence + pad + escapePipes(text) + pad + fence
  }

  /// Plain text with Markdown punctuation backslash-escaped, so it prints as written.
  static func escapeText(_ text: String) -> String {
    let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "!", "&"]
    var escaped = ""
    for character in text {
      if special.contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  private static func escapePipes(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "|" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}

extension String {
  /// The string with its first character uppercased: `Breaking`.
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
