import LabelsCore
import Testing

@testable import LabelsKit

/// Xcode's layout and key order, learned from catalogs Xcode wrote (`Fixtures/xcstrings/README.md`).
@Suite struct XcodeJSONWriterTests {
  @Test func aCatalogXcodeWroteIsWrittenBackToTheSameBytes() throws {
    let bytes = try Fixtures.bytes("xcstrings/xcode-cse.xcstrings")
    #expect(XcodeJSONWriter.bytes(try StrictJSONReader.read(bytes)) == bytes)
  }

  @Test func layoutIsTwoSpacesWithSpacedColonsAndNoFinalNewline() {
    let value = JSONValue.object([
      "b": .object([:]), "a": .object(["x": .string("1")]), "c": .array([.bool(true), .null, .number("2")]),
    ])
    let expected = """
      {
        "a" : {
          "x" : "1"
        },
        "b" : {

        },
        "c" : [
          true,
          null,
          2
        ]
      }
      """
    #expect(String(decoding: XcodeJSONWriter.bytes(value), as: UTF8.self) == expected)
  }

  @Test func onlyQuotesBackslashesAndControlCharactersAreEscaped() {
    let text = "a/b \"q\" \\ \n\r\t\u{8}\u{C}\u{1}\u{1F} é → 😀 \u{7F} \u{2028}"
    let written = String(decoding: XcodeJSONWriter.bytes(.string(text)), as: UTF8.self)
    #expect(written == #""a/b \"q\" \\ \n\r\t\b\f\u0001\u001f é → 😀 "# + "\u{7F} \u{2028}\"")
  }

  /// Pairs in the order of real catalogs: CubeTime's and HiPixel's keys for punctuation, symbols, case and
  /// numbers, written as Xcode sorted them.
  @Test(arguments: [
    ("", "\nIf you"), ("\nIf you", " Note"), (" Note", "-"), ("-", "–"), ("–", "..."), ("...", "(%@)"),
    ("(%@)", "[DNF]"), ("[DNF]", "%@"), ("%lld d.p", "%lld Solves"), ("%lld Solves", "%lld."),
    ("© 2021", "+2"), ("+2", "|"), ("|", "0.00"), ("0.00", "0.000"), ("3x3 OH", "4x4"), ("7x7", "A compsim"),
    ("All phases", "All Puzzles"), ("Ascending", "AVERAGE PHASES"), ("Comment", "COMMENT"), ("X2", "x16"),
    ("zh-Hans", "zh-Hant"), ("en", "en-GB"), ("•", "accessibility"),
  ])
  func keysAreSortedAsXcodeSortsThem(first: String, second: String) {
    #expect(XcodeJSONWriter.keyPrecedes(first, second))
    #expect(!XcodeJSONWriter.keyPrecedes(second, first))
  }

  @Test func sortingTenThousandKeysIsQuick() {
    let keys = (0..<10_000).map { "section\($0 % 97).label\($0)" }
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = keys.shuffled().sorted(by: XcodeJSONWriter.keyPrecedes) }
    #expect(elapsed < .seconds(10))
  }
}
