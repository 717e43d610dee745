import Testing

@testable import LabelsCore
@testable import LabelsKit

@Suite struct StrictJSONReaderTests {
  typealias Reason = JSONReadError.Reason

  @Test(arguments: [
    ("invalid-duplicate-key.json", Reason.duplicateKey("a"), 3, 3),
    ("invalid-utf8-truncated.json", .invalidUTF8, 2, 12),
    ("invalid-utf8-overlong.json", .invalidUTF8, 1, 8),
    ("invalid-utf8-surrogate.json", .invalidUTF8, 1, 8),
    ("invalid-unpaired-high-surrogate.json", .unpairedSurrogate(#"\ud83d"#), 1, 9),
    ("invalid-unpaired-low-surrogate.json", .unpairedSurrogate(#"\ude00"#), 1, 8),
    ("invalid-trailing-comma-array.json", .trailingComma, 3, 4),
    ("invalid-trailing-comma-object.json", .trailingComma, 1, 8),
    ("invalid-line-comment.json", .comment, 2, 3),
    ("invalid-block-comment.json", .comment, 1, 9),
    ("invalid-leading-zero.json", .leadingZero, 1, 7),
    ("invalid-number-minus.json", .invalidNumber, 1, 7),
    ("invalid-number-fraction.json", .invalidNumber, 1, 7),
    ("invalid-number-exponent.json", .invalidNumber, 1, 7),
    ("invalid-control-character.json", .controlCharacterInString(0x09), 1, 11),
    ("invalid-trailing-content.json", .trailingContent, 1, 10),
    ("invalid-two-documents.json", .trailingContent, 2, 1),
    ("invalid-byte-order-mark.json", .byteOrderMark, 1, 1),
    ("invalid-empty.json", .emptyDocument, 2, 2),
    ("invalid-unterminated-string.json", .unexpectedEnd(expected: "'\"' to close the string"), 1, 12),
    ("invalid-unterminated-array.json", .unexpectedEnd(expected: "',' or ']'"), 1, 12),
    ("invalid-missing-colon.json", .unexpectedCharacter(found: "'1'", expected: "':'"), 1, 6),
    ("invalid-single-quotes.json", .unexpectedCharacter(found: "'''", expected: "a string key"), 1, 2),
    ("invalid-literal.json", .unexpectedCharacter(found: "'}'", expected: "'true'"), 1, 7),
    ("invalid-escape.json", .invalidEscape(#"\x"#), 1, 8),
    ("invalid-unicode-escape.json", .invalidEscape(#"\u12G"#), 1, 8),
    ("invalid-unquoted-key.json", .unexpectedCharacter(found: "'a'", expected: "a string key"), 1, 2),
    ("invalid-nan.json", .unexpectedCharacter(found: "'N'", expected: "a value"), 1, 7),
    ("invalid-column-counts-scalars.json", .unexpectedCharacter(found: "'x'", expected: "a value"), 2, 28),
  ])
  func refusesMalformedInputWithItsPosition(file: String, reason: Reason, line: Int, column: Int) throws {
    let bytes = try Fixtures.bytes("json/" + file)
    #expect(throws: JSONReadError(reason, line: line, column: column)) {
      try StrictJSONReader.read(bytes)
    }
  }

  @Test func readsEveryKindOfValueAndKeepsNumberText() throws {
    let value = try StrictJSONReader.read(Fixtures.bytes("json/valid-everything.json"))
    #expect(
      value
        == .object([
          "a": .string("café"),
          "e": .string("é😀/\u{08}\u{0C}\n\r\t\"\\"),
          "n": .array([.number("-0"), .number("0.5"), .number("1E+2"), .number("-12.5e-3"), .number("10")]),
          "t": .bool(true), "f": .bool(false), "z": .null, "o": .object([:]), "l": .array([]),
        ])
    )
  }

  @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
  func arraysOfAnyLengthKeepEveryElementInOrder(count: Int) throws {
    // Arrays longer than a chunk are read in chunks and joined: every element, in order, whatever
    // the length's relation to the chunk's.
    let elements = (0..<count).map { JSONValue.number(String($0)) }
    let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    #expect(try StrictJSONReader.read(text) == .array(elements))
    #expect(
      try StrictJSONReader.read("[" + text + ", {\"a\": " + text + "}]")
        == .array([.array(elements), .object(["a": .array(elements)])]))
  }

  @Test func hundredThousandNestedBracketsFailWithoutOverflowingTheStack() {
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: JSONReadError(.tooDeep(limit: 128), line: 1, column: 129)) {
      try StrictJSONReader.read(bytes)
    }
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = StrictJSONReader.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try StrictJSONReader.read(text)
    var levels = 0
    while case .array(let elements) = value {
      levels += 1
      value = elements.first ?? .null
    }
    #expect(levels == depth)
  }

  /// The reader skips plain string content eight bytes at a time; a bad byte anywhere in a long string,
  /// after an ASCII run or after other non-ASCII text, is still found at its own column.
  @Test(arguments: [
    ([0xC0, 0xAF], 1, 14),  // overlong "/" after eight ASCII bytes
    ([0xED, 0xA0, 0x80], 1, 14),  // an encoded surrogate
    ([0xE2, 0x82], 1, 14),  // truncated
  ])
  func invalidUTF8DeepInALongStringIsFound(bad: [UInt8], line: Int, column: Int) {
    let bytes = Array(#"[1, "abcdefgh"#.utf8) + bad + Array(#"ijklmnop"]"#.utf8)
    #expect(throws: JSONReadError(.invalidUTF8, line: line, column: column)) {
      try StrictJSONReader.read(bytes)
    }
    let cyrillic = Array(#"["Сохранить"#.utf8) + bad + Array(#"ijklmnop"]"#.utf8)
    #expect(throws: JSONReadError(.invalidUTF8, line: 1, column: 12)) {
      try StrictJSONReader.read(cyrillic)
    }
  }

  @Test func longStringsReadBackExactly() throws {
    let json =
      #"["Сохранить \"изменения\" — 12345678 \\ abcdefghijklmnop 😀 end", "plain ascii longer than eight"]"#
    #expect(
      try StrictJSONReader.read(Array(json.utf8))
        == .array([
          .string(#"Сохранить "изменения" — 12345678 \ abcdefghijklmnop 😀 end"#),
          .string("plain ascii longer than eight"),
        ]))
  }

  @Test func canonicallyEquivalentKeysAreDuplicates() {
    // "é" precomposed and decomposed are one key to a Swift decoder, so they cannot both be kept.
    #expect(throws: JSONReadError(.duplicateKey("e\u{301}"), line: 1, column: 10)) {
      try StrictJSONReader.read("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
    }
  }

  @Test func messagesSayWhatToDo() {
    #expect(
      JSONReadError(.duplicateKey("a"), line: 3, column: 3).description
        == #"3:3: duplicate key "a" in one object; readers disagree on which value wins, so keep only one"#
    )
    #expect(
      JSONReadError(.controlCharacterInString(9), line: 1, column: 2).message
        == #"control character U+0009 in a string; write it as an escape such as \n or \u0009"#
    )
  }

  @Test func repeatedKeysCanBeRecordedInsteadOfRefused() throws {
    let read = try StrictJSONReader.readRecordingDuplicates(
      Array(#"{"a": 1, "b": [{"id": "x", "id": "y"}], "a": 2, "c": {"d": {}, "d": []}}"#.utf8))
    #expect(
      read.value
        == .object([
          "a": .number("2"), "b": .array([.object(["id": .string("y")])]), "c": .object(["d": .array([])]),
        ]))
    #expect(
      read.duplicates == [JSONPointer(["a"]), JSONPointer(["b", "0", "id"]), JSONPointer(["c", "d"])])
    #expect(throws: JSONReadError(.trailingComma, line: 1, column: 8)) {
      try StrictJSONReader.readRecordingDuplicates(Array(#"{"a": 1,}"#.utf8))
    }
  }

  /// A string's UTF-8 is checked by decoding it, and located only when decoding changed it: the reader
  /// takes exactly the strings whose bytes are well-formed, as they are, and refuses every other one as
  /// `invalidUTF8`.
  @Test func readsExactlyTheStringsWhoseUTF8IsWellFormed() throws {
    let pieces: [[UInt8]] = [
      [0x61], [0xD0, 0xB1], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBD], [0x80],
      [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F],
    ]
    var random = JSONTapeSamples.Random(seed: 5)
    for _ in 0..<5000 {
      var content: [UInt8] = []
      for _ in 0..<random.next(6) { content += pieces[random.next(pieces.count)] }
      let bytes = Array("[\"".utf8) + content + Array("\"]".utf8)
      let wellFormed = content.withUnsafeBufferPointer {
        JSONStringBytes.firstInvalidUTF8(in: $0, 0..<$0.count) == nil
      }
      if wellFormed {
        #expect(
          try StrictJSONReader.read(bytes) == .array([.string(String(decoding: content, as: UTF8.self))]))
      } else {
        do {
          _ = try StrictJSONReader.read(bytes)
          Issue.record("ill-formed UTF-8 read: \(content)")
        } catch {
          #expect(error.reason == .invalidUTF8, "\(content)")
        }
      }
    }
  }
}
