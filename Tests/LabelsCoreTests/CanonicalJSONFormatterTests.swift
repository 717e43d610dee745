import Testing

@testable import LabelsCore

/// `format` from the input's bytes prints exactly what the canonical writer prints for the strict
/// reader's value, and reads nothing the strict reader refuses.
@Suite struct CanonicalJSONFormatterTests {
  private static let keys = [
    "a", "b", "B", "_", "ab", "a b", "a\\u0062", "я", "😀", "k\\n", "\\\"", "a/b", "",
  ]
  private static let strings = [
    "", "plain", "Привет, мир", "quote \\\" and \\\\", "\\n\\t\\b\\f\\r", "\\u0000\\u001F\\u001f",
    "\\u00e9\\u00E9é", "\\ud83d\\ude00😀", "\\/", "0123456789abcdef\\u2028", "\\ud800", "\u{7F}",
  ]
  private static let numbers = ["0", "-0", "12", "-1.5e3", "1E+2", "0.25", "01", "1.", "-"]
  private static let spaces = ["", " ", "\n  ", "\t", "\r\n"]

  private static func pick<T>(_ items: [T], _ generator: inout SeededGenerator) -> T {
    items[Int.random(in: 0..<items.count, using: &generator)]
  }

  /// A random document, mostly valid: keys in any order, sometimes escaped or repeated.
  private static func document(depth: Int, _ generator: inout SeededGenerator) -> String {
    let space = pick(spaces, &generator)
    switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &generator) {
    case 0: return space + "\"" + pick(strings, &generator) + "\""
    case 1: return space + pick(numbers, &generator)
    case 2: return pick(["true", "false", "null"], &generator) + space
    case 3: return space + pick(["{}", "[]", "{ }", "[\n]"], &generator)
    case 4:
      let items = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        document(depth: depth + 1, &generator)
      }
      return "[" + items.joined(separator: ",") + space + "]"
    default:
      let members = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        pick(spaces, &generator) + "\"" + pick(keys, &generator) + "\"" + pick(spaces, &generator) + ":"
          + document(depth: depth + 1, &generator)
      }
      return "{" + members.joined(separator: ",") + space + "}"
    }
  }

  private static func printed(_ formatter: CanonicalJSONFormatter) -> [UInt8] {
    var bytes: [UInt8] = []
    formatter.write { bytes.append(contentsOf: $0) }
    return bytes
  }

  @Test func randomDocumentsPrintAsTheWriterPrintsTheStrictValue() throws {
    var generator = SeededGenerator(state: 28)
    var read = 0
    var sorted = 0
    for _ in 0..<4_000 {
      let bytes = Array(Self.document(depth: 0, &generator).utf8)
      let formatter = CanonicalJSONFormatter(bytes)
      guard let value = try? StrictJSONReader.read(bytes) else {
        #expect(
          formatter == nil, "read what the strict reader refuses: \(String(decoding: bytes, as: UTF8.self))")
        continue
      }
      // Only an escaped key sends a document the strict reader reads to it instead.
      let escapedKey = bytes.contains(UInt8(ascii: "\\")) && formatter == nil
      #expect(formatter != nil || escapedKey)
      guard let formatter else { continue }
      read += 1
      if !CanonicalJSONWriter.isCanonical(bytes, of: value) { sorted += 1 }
      let expected = CanonicalJSONWriter.bytes(value)
      #expect(
        Self.printed(formatter) == expected,
        "differs for \(String(decoding: bytes, as: UTF8.self))")
      #expect(formatter.isCanonical == CanonicalJSONWriter.isCanonical(bytes, of: value))
      #expect(CanonicalJSONFormatter(expected)?.isCanonical == true)
    }
    // The generator reaches both kinds of document often enough to mean something.
    #expect(read > 1_000)
    #expect(sorted > 500)
  }

  @Test(arguments: [
    "{\"a\": 1, \"a\": 2}", "{\"b\": {\"x\": 1, \"y\": 2, \"x\": 3}}", "[1,]", "{\"a\" 1}", "\u{FEFF}[]",
    "\"\\ud800\"", "\"a\u{01}\"", "[01]", "[1] x", "",
    // Keys of different bytes that Swift, and so the strict reader, takes for one: `é` precomposed and
    // decomposed, `K` and the Kelvin sign (found by `make differential`).
    "{\"\u{E9}\": 1, \"e\u{301}\": 2}", "{\"K\": 1, \"\u{212A}\": 2}",
    String(repeating: "[", count: 129) + String(repeating: "]", count: 129),
  ])
  func refusesWhatTheStrictReaderRefuses(_ text: String) {
    #expect(CanonicalJSONFormatter(Array(text.utf8)) == nil)
    #expect(throws: JSONReadError.self) { try StrictJSONReader.read(text) }
  }

  @Test func invalidUTF8IsRefused() {
    #expect(CanonicalJSONFormatter([0x22, 0xC3, 0x28, 0x22]) == nil)
    #expect(CanonicalJSONFormatter([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x3A, 0x31, 0x7D]) == nil)
  }
}
