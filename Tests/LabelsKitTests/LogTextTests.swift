import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct LogTextTests {
  @Test(arguments: [
    ("a\nb", "a\\nb"),
    ("a\r\nb", "a\\r\\nb"),
    ("a\tb", "a\\tb"),
    ("\u{0}", "\\u{0}"),
    ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("\u{7F}", "\\u{7F}"),
    ("\u{85}next line", "\\u{85}next line"),
    ("\u{9B}31m", "\\u{9B}31m"),
    ("a\u{2028}b\u{2029}c", "a\\u{2028}b\\u{2029}c"),
    ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{202E}"),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
    // A combining mark makes one Character of the line feed; it is still a line feed to a terminal.
    ("a\n\u{301}b", "a\\n\u{301}b"),
    ("x\n::error file=a.json::forged", "x\\n::error file=a.json::forged"),
    ("text ##[stop-commands]token", "text ##\\u{5B}stop-commands]token"),
    ("###[x", "###\\u{5B}x"),
    // .NET's culture-sensitive IndexOf, which the runner uses, skips these between `##` and `[`.
    ("#\u{AD}#[x", "#\u{AD}#\\u{5B}x"),
    ("##\u{200D}[x", "##\u{200D}\\u{5B}x"),
    ("#\u{301}#\u{FE0F}[x", "#\u{301}#\u{FE0F}\\u{5B}x"),
  ])
  func escapesWhatATerminalOrARunnerActsOn(text: String, expected: String) {
    #expect(LogText.escaped(text) == expected)
    #expect(LogText.escaped(expected) == expected, "escaping twice changes nothing")
  }

  @Test(arguments: [
    "login/welcome", "ключ", "é", "e\u{301}", "😀", "#[x", "# [x", "#a#[x", "#\u{AD}[x", "\\n", "a\u{200B}b",
    "\u{A0}", "\u{2027}",
    "\u{202F}", "\u{2065}", "\u{206A}", "~ ",
  ])
  func leavesEverythingElseAsItIs(text: String) {
    #expect(LogText.escaped(text) == text)
  }

  @Test func jsonKeepsItsLineBreaksAndEscapesTheRestAsJSON() throws {
    let json = "{\n  \"a\": \"\u{7F}\u{9B}\u{2028}\u{202E}##[error]\"\n}\n"
    let escaped = LogText.escaped(json: json)
    #expect(escaped == "{\n  \"a\": \"\\u007f\\u009b\\u2028\\u202e##\\u005berror]\"\n}\n")
    #expect(try StrictJSONReader.read(escaped) == StrictJSONReader.read(json))
  }

  /// Every scalar, one plane at a time, alone, between `##` and `[`, and between `#` and `#[`: the rewrite
  /// that looks properties up only after a `#` writes what the rule that looked them up for every scalar
  /// wrote, in both notations.
  @Test(arguments: 0...16)
  func agreesWithTheRuleThatLooksUpEveryScalar(plane: UInt32) {
    var text = ""
    for value in (plane << 16)...(plane << 16 | 0xFFFF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      text.unicodeScalars.append(contentsOf: [
        "x", scalar, "#", "#", scalar, "[", "#", scalar, "#", "[", "\n",
      ])
    }
    #expect(LogText.escaped(text) == ReferenceLogText.escaped(text))
    #expect(LogText.escaped(json: text) == ReferenceLogText.escaped(json: text))
  }

  /// Generated texts from an alphabet of what matters here (ASCII, `#`, `[`, controls, C1 controls,
  /// separators and bidi controls, soft hyphens, marks, joiners, and scalars of two, three and four
  /// bytes beside them): the byte-wise rewrite writes what the rule that looked up every scalar wrote.
  @Test func agreesWithTheRuleThatLooksUpEveryScalarOnGeneratedTexts() {
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "~", "#", "#", "#", "[", "]", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{1F}",
      "\u{7F}",
      "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{C2}", "é", "\u{301}", "\u{34F}", "ж", "\u{61C}",
      "\u{200B}", "\u{200D}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}",
      "\u{2060}",
      "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "€", "中", "\u{FE0F}", "\u{FEFF}", "\u{FFFD}", "😀",
      "\u{E0001}", "\u{E0100}", "\u{10FFFF}",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<(next() % 24) {
        text.unicodeScalars.append(alphabet[next() % alphabet.count])
      }
      #expect(LogText.escaped(text) == ReferenceLogText.escaped(text), "\(Array(text.unicodeScalars))")
      #expect(LogText.escaped(json: text) == ReferenceLogText.escaped(json: text))
    }
  }
}

/// The rule as it was written before the rewrite skipped lookups: a property lookup for every scalar.
private enum ReferenceLogText {
  static func escaped(_ text: String) -> String {
    rewrite(text, escaping: LogText.isEscaped) { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
  }

  static func escaped(json text: String) -> String {
    rewrite(text, escaping: { $0.value >= 0x7F && LogText.isEscaped($0) }, notation: jsonEscape)
  }

  private static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private static func rewrite(
    _ text: String, escaping: (Unicode.Scalar) -> Bool, notation: (Unicode.Scalar) -> String
  ) -> String {
    var escaped = String.UnicodeScalarView()
    var hashes = 0
    for scalar in text.unicodeScalars {
      if escaping(scalar) || (scalar == "[" && hashes >= 2) {
        escaped.append(contentsOf: notation(scalar).unicodeScalars)
      } else {
        escaped.append(scalar)
      }
      if scalar == "#" {
        hashes += 1
      } else if !isIgnorable(scalar) {
        hashes = 0
      }
    }
    return String(escaped)
  }

  private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }
}
