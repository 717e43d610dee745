import LabelsCore
import Testing

@testable import LabelsKit

/// The byte-wise escaping of workflow commands and Markdown code spans writes what the scalar-wise
/// rules they replaced wrote, on generated texts.
@Suite struct ReportEscapingTests {
  private static let alphabet: [Unicode.Scalar] = [
    "a", " ", "%", "\r", "\n", ":", ",", "`", "|", "\\", "#", "[", "\u{1B}", "\u{85}", "\u{301}", "\u{2028}",
    "\u{202E}", "é", "ж", "中", "😀", "\u{FEFF}",
  ]

  private static func texts() -> [String] {
    var random = JSONTapeSamples.Random(seed: 5)
    return (0..<20_000).map { _ in
      var text = ""
      for _ in 0..<random.next(16) { text.unicodeScalars.append(alphabet[random.next(alphabet.count)]) }
      return text
    }
  }

  @Test func workflowCommandEscapesAgreeWithTheScalarRule() {
    for text in Self.texts() {
      #expect(Diagnostic.escapeData(text) == Reference.escapeData(text))
      #expect(Diagnostic.escapeProperty(text) == Reference.escapeProperty(text))
    }
  }

  @Test func markdownCodeSpansAgreeWithTheScalarRule() {
    for text in Self.texts() {
      #expect(MarkdownReport.code(text) == Reference.code(text), "\(Array(text.unicodeScalars))")
    }
  }

  /// The rules as they were written, scalar by scalar.
  private enum Reference {
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

    static func code(_ text: String) -> String {
      let scalars = LogText.escaped(text).unicodeScalars
      guard let first = scalars.first, let last = scalars.last else { return "" }
      var longestRun = 0
      var run = 0
      var escaped = String.UnicodeScalarView()
      for scalar in scalars {
        run = scalar == "`" ? run + 1 : 0
        longestRun = max(longestRun, run)
        if scalar == "|" { escaped.append("\\") }
        escaped.append(scalar)
      }
      let fence = String(repeating: "`", count: longestRun + 1)
      let edges: Set<Unicode.Scalar> = ["`", " "]
      let pad = edges.contains(first) || edges.contains(last) ? " " : ""
      return fence + pad + String(escaped) + pad + fence
    }
  }
}
