import LabelsKit

extension HelpText {
  /// The width `--help` texts are wrapped to.
  static let width = 92

  /// A table of rules for a command's `--help`, read from their definitions: one row per rule with its
  /// id, severity and summary, the summary wrapped under itself; each line indented by two spaces.
  static func ruleTable(_ rules: [any Rule]) -> String {
    let idWidth = rules.map(\.id.count).max() ?? 0
    let severityWidth = rules.map(\.severityName.count).max() ?? 0
    let indent = 2 + idWidth + 2 + severityWidth + 2
    return rules.map { rule in
      let head =
        "  " + rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
        + rule.severityName.padding(toLength: severityWidth + 2, withPad: " ", startingAt: 0)
      return head + wrapped(rule.summary, width: width - indent, indent: indent)
    }.joined(separator: "\n")
  }

  /// Text broken at spaces into lines of at most `width` characters (a longer word stays whole), the
  /// lines after the first indented by `indent` spaces.
  static func wrapped(_ text: String, width: Int, indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}
