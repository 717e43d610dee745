import Testing

@testable import LabelsKit

@Suite struct CanonicalJSONWriterTests {
  @Test func emptyContainersAndScalars() {
    let value = JSONValue.object([
      "a": .array([]), "b": .object([:]), "c": .null, "d": .bool(true), "e": .bool(false),
      "f": .number("-1.5e3"),
    ])
    #expect(
      CanonicalJSONWriter.string(value) == """
        {
          "a": [],
          "b": {},
          "c": null,
          "d": true,
          "e": false,
          "f": -1.5e3
        }

        """
    )
  }

  @Test func topLevelScalarEndsWithNewline() {
    #expect(CanonicalJSONWriter.string(.string("x")) == "\"x\"\n")
  }

  @Test func keysSortByUnicodeScalarValueNotByLocale() {
    // Uppercase before lowercase, ASCII before Cyrillic, and a supplementary-plane emoji after U+FFFD
    // (UTF-16 order would put it first).
    let keys = ["b", "B", "a", "_", "я", "Я", "\u{FFFD}", "😀", "a/b", "A~"]
    let value = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, .null) }))
    let printed = CanonicalJSONWriter.string(value).split(separator: "\n").dropFirst().dropLast()
    let order = printed.map { line in String(line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }) }
    #expect(order == ["A~", "B", "_", "a", "a/b", "b", "Я", "я", "\u{FFFD}", "😀"])
  }

  @Test(arguments: [
    ("quote \"", #""quote \"""#),
    ("back\\slash", #""back\\slash""#),
    ("slash / stays", #""slash / stays""#),
    ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
    ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
    ("\u{7F}\u{2028}é😀", "\"\u{7F}\u{2028}é😀\""),
    // Longer than eight bytes, so the writer's word-at-a-time scan runs: escapes in every lane.
    ("abcdefghij\"klmnop\\qrstuvw\u{1F}", #""abcdefghij\"klmnop\\qrstuvw\u001f""#),
    ("Привет, мир! Как дела?\n", #""Привет, мир! Как дела?\n""#),
    ("0123456\u{7F}\u{80}ÿ\u{FF}ɠ01234567", "\"0123456\u{7F}\u{80}ÿ\u{FF}ɠ01234567\""),
    (
      String(repeating: "é", count: 9) + "\t" + String(repeating: "x", count: 16),
      "\"" + String(repeating: "é", count: 9) + "\\t" + String(repeating: "x", count: 16) + "\""
    ),
  ])
  func stringEscaping(input: String, expected: String) {
    #expect(CanonicalJSONWriter.string(.string(input)) == expected + "\n")
  }
}
