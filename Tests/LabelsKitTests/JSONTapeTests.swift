import LabelsCore
import Testing

@testable import LabelsKit

/// ``JSONTape`` reads only what ``StrictJSONReader`` reads, to the same values; it says a document is
/// canonical exactly when ``CanonicalJSONWriter`` would print those bytes, and gives the lines
/// ``CanonicalLineIndex`` gives.
@Suite struct JSONTapeTests {
  @Test func readsNoFixtureTheStrictReaderRefuses() throws {
    for name in JSONTapeSamples.jsonFixtures {
      let bytes = try Fixtures.bytes("json/" + name)
      let tape = JSONTape(bytes)
      if name.hasPrefix("invalid-") {
        #expect(tape == nil, "\(name)")
      } else {
        let value = try StrictJSONReader.read(bytes)
        let canonical = try #require(JSONTape(CanonicalJSONWriter.bytes(value), findingLines: true))
        #expect(canonical.value(canonical.root) == value, "\(name)")
        #expect(canonical.isCanonical)
      }
    }
  }

  @Test func readsGeneratedDocumentsAsTheStrictReaderDoes() throws {
    var random = JSONTapeSamples.Random(seed: 7)
    for _ in 0..<300 {
      let value = JSONTapeSamples.value(&random, depth: 0)
      let bytes = CanonicalJSONWriter.bytes(value)
      let tape = try #require(JSONTape(bytes, findingLines: true))
      #expect(tape.value(tape.root) == value)
      #expect(tape.isCanonical)
      let index = CanonicalLineIndex(value)
      let lines = try #require(tape.canonicalLines())
      for pointer in JSONTapeSamples.pointers(in: value) + [
        JSONPointer(["missing"]), JSONPointer(["0", "x"]),
      ] {
        #expect(lines(pointer) == index.nearestLine(of: pointer), "\(pointer)")
      }
    }
  }

  /// Changed bytes of canonical documents: whatever the tape reads, the strict reader reads to the same
  /// value, and the tape calls canonical only what is.
  @Test func acceptsOnlyWhatTheStrictReaderAcceptsWhenBytesChange() throws {
    var random = JSONTapeSamples.Random(seed: 11)
    let replacements: [UInt8] =
      Array(" \n\t\r{}[]:,\"\\/-+.0123456789eEtrufalsn#u".utf8) + [0x00, 0x1F, 0x80, 0xC2, 0xE2, 0xFF]
    for _ in 0..<3_000 {
      var bytes = CanonicalJSONWriter.bytes(JSONTapeSamples.value(&random, depth: 0))
      switch random.next(3) {
      case 0: bytes[random.next(bytes.count)] = replacements[random.next(replacements.count)]
      case 1: bytes.insert(replacements[random.next(replacements.count)], at: random.next(bytes.count + 1))
      default: bytes.remove(at: random.next(bytes.count))
      }
      let plain = JSONTape(bytes)
      #expect((plain == nil) == (JSONTape(bytes, findingLines: true) == nil))
      guard let tape = JSONTape(bytes, findingLines: true) else { continue }
      let value = try StrictJSONReader.read(bytes)
      #expect(tape.value(tape.root) == value)
      #expect(plain?.isCanonical == false)
      #expect(tape.isCanonical == CanonicalJSONWriter.isCanonical(bytes, of: value))
    }
  }

  @Test(arguments: [
    ("{\"b\": 1, \"a\": 2}", true),
    ("{\"b\": 1, \"a\": 2, \"b\": 3}", false),
    ("{\"a\": 1, \"a\": 2}", false),
    // One key to the strict reader, as Swift compares strings: `é` decomposed, then precomposed.
    ("{\"e\u{301}\": 1, \"\u{E9}\": 2}", false),
    ("{\"K\": 1, \"\u{212A}\": 2}", false),
    ("{\"\\u0061\": 1}", false),
    ("{\"a\": 1, \"b\": 2}", true),
    ("[\"\\/\", \"\\u00e9\", \"\\u001F\"]", true),
  ])
  func readsKeysOnlyUnescapedAndOnce(text: String, reads: Bool) {
    #expect((JSONTape(Array(text.utf8)) != nil) == reads)
  }

  @Test(arguments: [
    ("{\n  \"a\": \"\\/\"\n}\n", false),
    ("{\n  \"a\": \"\\u00e9\"\n}\n", false),
    ("{\n  \"a\": \"\\u001F\"\n}\n", false),
    ("{\n  \"a\": \"\\u001f\\n\"\n}\n", true),
    ("{\n  \"a\": []\n}\n", true),
    ("{\n  \"a\": [ ]\n}\n", false),
    ("{\n  \"a\":1\n}\n", false),
    ("{\n  \"a\": 1\n}", false),
    ("{\n  \"a\": 1\n}\n\n", false),
    ("{\n  \"a\": 1\n,\n  \"b\": 2\n}\n", false),
    ("{\n  \"a\": [\n  ]\n}\n", false),
    ("{\n  \"a\": [\n    1\n  ],\n  \"b\" : 2\n}\n", false),
    ("{\n  \"a\": [\n    1\n  ],\n  \"b\": {\n    \"c\": true\n  }\n}\n", true),
    (" {\n  \"a\": 1\n}\n", false),
    ("{\n\t\"a\": 1\n}\n", false),
    ("{\n   \"a\": 1\n}\n", false),
  ])
  func isCanonicalExactlyWhenTheWriterPrintsTheBytes(text: String, canonical: Bool) throws {
    let bytes = Array(text.utf8)
    let tape = try #require(JSONTape(bytes, findingLines: true))
    #expect(tape.isCanonical == canonical)
    #expect(CanonicalJSONWriter.isCanonical(bytes, of: try StrictJSONReader.read(bytes)) == canonical)
  }
}

/// Generated JSON for the tape's tests: labels-like objects, lists, plurals, escapes and scripts.
enum JSONTapeSamples {
  static let jsonFixtures = [
    "invalid-block-comment.json", "invalid-byte-order-mark.json", "invalid-column-counts-scalars.json",
    "invalid-control-character.json", "invalid-duplicate-key.json", "invalid-empty.json",
    "invalid-escape.json",
    "invalid-leading-zero.json", "invalid-line-comment.json", "invalid-literal.json",
    "invalid-missing-colon.json",
    "invalid-nan.json", "invalid-number-exponent.json", "invalid-number-fraction.json",
    "invalid-number-minus.json",
    "invalid-single-quotes.json", "invalid-trailing-comma-array.json", "invalid-trailing-comma-object.json",
    "invalid-trailing-content.json", "invalid-two-documents.json", "invalid-unicode-escape.json",
    "invalid-unpaired-high-surrogate.json", "invalid-unpaired-low-surrogate.json",
    "invalid-unquoted-key.json",
    "invalid-unterminated-array.json", "invalid-unterminated-string.json", "invalid-utf8-overlong.json",
    "invalid-utf8-surrogate.json", "invalid-utf8-truncated.json", "valid-everything.json",
  ]

  /// A seeded generator (a linear congruential one: the same values on every platform).
  struct Random {
    private var state: UInt64

    init(seed: UInt64) {
      state = seed &* 0x9E37_79B9_7F4A_7C15
    }

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % max(1, bound)
    }
  }

  static let keys = [
    "a", "b", "title", "body", "@plural", "one", "other", "id", "ключ", "é", "a b", "0", "~/",
  ]
  static let texts = [
    "", "Welcome", "%@ items", "%lld расходов", "{name}", "Line\nbreak", "\"quoted\"", "back\\slash",
    "\u{1B}[31m",
    "中文", "😀", "tab\there", "\u{2028}", "é\u{301}",
  ]

  static func value(_ random: inout Random, depth: Int) -> JSONValue {
    switch random.next(depth > 3 ? 4 : 8) {
    case 0: return .string(texts[random.next(texts.count)])
    case 1:
      return [JSONValue.null, .bool(true), .bool(false), .number("0"), .number("-1.5e3")][random.next(5)]
    case 2, 3: return .string(texts[random.next(texts.count)] + String(random.next(9)))
    case 4, 5:
      var members: [String: JSONValue] = [:]
      for _ in 0..<random.next(6) {
        members[keys[random.next(keys.count)]] = value(&random, depth: depth + 1)
      }
      return .object(members)
    case 6:
      return .array((0..<random.next(4)).map { _ in value(&random, depth: depth + 1) })
    default:
      return .object([
        PluralLabel.marker: .object(["one": .string("%lld item"), "other": .string("%lld items")])
      ])
    }
  }

  /// A document as another tool writes it (Python's `json.dump` with its defaults): each object's
  /// members in an order of their own and, in texts, every character above ASCII as a `\uXXXX` escape
  /// (a surrogate pair above U+FFFF), `/` as `\/` now and then, and a space after each colon and comma.
  /// Keys are written as they are (the tape reads no escaped key), as Python writes ASCII keys.
  static func foreignBytes(_ value: JSONValue, _ random: inout Random) -> [UInt8] {
    func text(_ string: String, escaping: Bool = true) -> String {
      guard escaping else { return "\"" + string + "\"" }
      var written = "\""
      for unit in string.utf16 {
        switch unit {
        case 0x22: written += "\\\""
        case 0x5C: written += "\\\\"
        case 0x2F: written += random.next(2) == 0 ? "\\/" : "/"
        case 0x20..<0x7F: written += String(UnicodeScalar(UInt8(unit)))
        default:
          let hex = String(unit, radix: 16)
          written += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
      return written + "\""
    }
    func write(_ value: JSONValue) -> String {
      switch value {
      case .null: return "null"
      case .bool(let flag): return flag ? "true" : "false"
      case .number(let number): return number
      case .string(let string): return text(string)
      case .array(let elements): return "[" + elements.map(write).joined(separator: ", ") + "]"
      case .object(let members):
        var keys = members.keys.sorted()
        for index in keys.indices.reversed() { keys.swapAt(index, random.next(index + 1)) }
        return "{"
          + keys.map { text($0, escaping: false) + ": " + write(members[$0] ?? .null) }
          .joined(separator: ", ") + "}"
      }
    }
    return Array(write(value).utf8)
  }

  /// Every pointer of a document's values.
  static func pointers(in value: JSONValue, at path: JSONPointer = .root) -> [JSONPointer] {
    switch value {
    case .object(let members):
      [path] + members.flatMap { pointers(in: $0.value, at: path.appending($0.key)) }
    case .array(let elements):
      [path]
        + elements.enumerated().flatMap { pointers(in: $0.element, at: path.appending(index: $0.offset)) }
    default:
      [path]
    }
  }
}
