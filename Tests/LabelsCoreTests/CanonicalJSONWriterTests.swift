import Testing

@testable import LabelsCore

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

  /// Large enough that the comparing sink fills and compares many times, with a string longer than its
  /// whole buffer among the members.
  private static let large = JSONValue.object([
    "items": .array((0..<50_000).map { .string("label \($0) \"quoted\"") }),
    "long": .string(String(repeating: "é", count: 100_000)),
  ])

  @Test func writingInPiecesGivesTheCanonicalBytes() {
    var pieces: [[UInt8]] = []
    CanonicalJSONWriter.write(Self.large) { pieces.append(Array($0)) }
    #expect(pieces.count > 10)
    #expect(pieces.allSatisfy { !$0.isEmpty })
    #expect(pieces.flatMap { $0 } == CanonicalJSONWriter.bytes(Self.large))
  }

  @Test func isCanonicalAcceptsExactlyTheCanonicalBytes() {
    let canonical = CanonicalJSONWriter.bytes(Self.large)
    #expect(CanonicalJSONWriter.isCanonical(canonical, of: Self.large))
    #expect(CanonicalJSONWriter.isCanonical(Array("null\n".utf8), of: .null))
  }

  @Test func isCanonicalRefusesAnyOtherBytes() {
    let canonical = CanonicalJSONWriter.bytes(Self.large)
    func flipped(_ position: Int) -> [UInt8] {
      var changed = canonical
      changed[position] ^= 0x01
      return changed
    }
    let edits: [(change: String, bytes: [UInt8])] = [
      ("one byte short at the end", Array(canonical.dropLast())),
      ("one byte more at the end", canonical + [0x0A]),
      ("a byte changed in the middle", flipped(canonical.count / 2)),
      ("a byte changed at the end of the first buffer", flipped((1 << 16) - 1)),
      ("a byte changed at the start of the second", flipped(1 << 16)),
      ("empty", []),
    ]
    for edit in edits {
      #expect(!CanonicalJSONWriter.isCanonical(edit.bytes, of: Self.large), "\(edit.change)")
    }
  }
}
