import Foundation
import Testing

@testable import LabelsKit

@Suite struct StringsFileReaderTests {
  private static let quotedKey = #"a quoted key such as "title""#

  @Test(arguments: [
    ("invalid-missing-semicolon", StringsReadError(.missingSemicolon(key: "c"), line: 2, column: 10)),
    ("invalid-missing-semicolon-at-end", StringsReadError(.missingSemicolon(key: "a"), line: 1, column: 10)),
    ("invalid-missing-semicolon-crlf", StringsReadError(.missingSemicolon(key: "c"), line: 2, column: 10)),
    (
      "invalid-missing-semicolon-after-non-ascii",
      StringsReadError(.missingSemicolon(key: "ключ"), line: 1, column: 20)
    ),
    ("invalid-unterminated-string", StringsReadError(.unterminatedString, line: 2, column: 7)),
    ("invalid-unterminated-key", StringsReadError(.unterminatedString, line: 3, column: 3)),
    ("invalid-key-without-value", StringsReadError(.keyWithoutValue(key: "a"), line: 2, column: 1)),
    (
      "invalid-key-without-value-after-equals",
      StringsReadError(.keyWithoutValue(key: "b"), line: 2, column: 1)
    ),
    ("invalid-key-without-value-at-end", StringsReadError(.keyWithoutValue(key: "b"), line: 2, column: 1)),
    ("invalid-missing-equals", StringsReadError(.missingEquals(key: "a", found: "'\"'"), line: 1, column: 5)),
    ("invalid-duplicate-key", StringsReadError(.duplicateKey("a", firstLine: 1), line: 4, column: 1)),
    (
      "invalid-unquoted-key",
      StringsReadError(.unexpectedCharacter(found: "'t'", expected: quotedKey), line: 1, column: 1)
    ),
    (
      "invalid-unquoted-value",
      StringsReadError(
        .unexpectedCharacter(found: "'b'", expected: "the quoted value of \"a\""), line: 1, column: 7)
    ),
    (
      "invalid-single-quoted-key",
      StringsReadError(.unexpectedCharacter(found: "'''", expected: quotedKey), line: 1, column: 1)
    ),
    ("invalid-unicode-escape-without-digits", StringsReadError(.invalidEscape(#"\U""#), line: 1, column: 8)),
    ("invalid-octal-escape-above-ascii", StringsReadError(.octalAboveASCII(#"\351"#), line: 1, column: 11)),
    ("invalid-unpaired-surrogate", StringsReadError(.unpairedSurrogate(#"\UD83D"#), line: 1, column: 8)),
    ("invalid-lone-low-surrogate", StringsReadError(.unpairedSurrogate(#"\UDE00"#), line: 1, column: 8)),
    ("invalid-unterminated-comment", StringsReadError(.unterminatedComment, line: 2, column: 1)),
    (
      "invalid-stray-slash",
      StringsReadError(.unexpectedCharacter(found: "'/'", expected: quotedKey), line: 1, column: 12)
    ),
    ("invalid-utf8", StringsReadError(.invalidUTF8, line: 2, column: 8)),
    ("invalid-utf16-without-bom", StringsReadError(.utf16WithoutByteOrderMark, line: 1, column: 1)),
    ("invalid-utf16-odd-length", StringsReadError(.oddUTF16Length, line: 1, column: 4)),
    ("invalid-utf16-unpaired", StringsReadError(.invalidUTF16, line: 1, column: 8)),
    ("invalid-utf16-duplicate-key", StringsReadError(.duplicateKey("é", firstLine: 1), line: 2, column: 1)),
  ])
  func refusesMalformedFilesWithTheirPosition(fixture: String, expected: StringsReadError) throws {
    let bytes = try Fixtures.bytes("strings/\(fixture).strings")
    #expect(throws: expected) { try StringsFileReader.read(bytes) }
  }

  /// A table whose byte order mark was written twice (damus's start `FF FE FF FE`), or that starts with a
  /// zero-width space: the character is named by its code point, since it shows as nothing.
  static let invisibleStarts: [(bytes: [UInt8], named: String)] = [
    (
      [0xFF, 0xFE, 0xFF, 0xFE] + "\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      "U+FEFF"
    ),
    ([0xEF, 0xBB, 0xBF, 0xE2, 0x80, 0x8B] + Array("\"a\" = \"b\";".utf8), "U+200B"),
  ]

  @Test(arguments: invisibleStarts)
  func anInvisibleCharacterIsNamedByItsCodePoint(bytes: [UInt8], named: String) throws {
    let expected = StringsReadError(
      .unexpectedCharacter(found: named, expected: Self.quotedKey), line: 1, column: 1)
    #expect(throws: expected) { try StringsFileReader.read(bytes) }
  }

  /// Every problem that leaves the file readable is read past, so one run names them all; the first
  /// that does not ends reading, since what follows it could be read another way than it was written.
  @Test func readsPastDuplicateKeysAndEscapesToTheProblemThatEndsReading() {
    let text = #"""
      "a" = "1";
      "b" = "\UD800 high alone";
      "a" = "2";
      "c" = "3"
      "d" = "\UDC00";
      """#
    let error = #expect(throws: StringsReadError.self) { try StringsFileReader.read(Array(text.utf8)) }
    #expect(
      ([error].compactMap { $0 } + (error?.later ?? [])).map(\.description) == [
        #"2:8: unpaired surrogate '\UD800'; write a character above U+FFFF as a pair such as \UD83D\UDE00"#,
        "3:1: duplicate key \"a\"; it is first defined on line 1; keep only one",
        "4:10: missing ';' after the value of \"c\"",
      ])
  }

  @Test func messagesNameTheProblemAndTheFix() {
    #expect(
      StringsReadError(.missingSemicolon(key: "c"), line: 2, column: 10).description
        == #"2:10: missing ';' after the value of "c""#)
    #expect(
      StringsReadError(.duplicateKey("a", firstLine: 1), line: 4, column: 1).description
        == #"4:1: duplicate key "a"; it is first defined on line 1; keep only one"#)
    #expect(
      StringsReadError(.keyWithoutValue(key: "a"), line: 2, column: 1).message
        == #"the key "a" has no value; write "a" = "...";"#)
    #expect(
      StringsReadError(.invalidEscape(#"\U""#), line: 1, column: 8).message
        == #"invalid escape sequence '\U"'; \U takes one to four hex digits, such as \U00E9"#)
    #expect(
      StringsReadError(.octalAboveASCII(#"\351"#), line: 1, column: 11).message
        == #"the octal escape '\351' is above 177, which Apple reads in the NeXTSTEP encoding; write the character itself"#
    )
    #expect(
      StringsReadError(.unterminatedString, line: 2, column: 7).message
        == #"unterminated string; add the closing '"'"#)
  }

  /// Escapes Apple's tools read although they are not in the format's list, as Foundation's property
  /// list reader reads them (damus's `"x\(y)"`, copied from a Swift interpolation): each with the value
  /// and the notes ours gives.
  static let foundationEscapes: [(text: String, value: String, notes: [String])] = [
    (
      #"x\(y)"#, "x(y)",
      [#"1:9: '\(' reads as '(', as Apple reads an unknown escape; write '(' alone, or '\\' for a backslash"#]
    ),
    (
      #"q\qz"#, "qqz",
      [#"1:9: '\q' reads as 'q', as Apple reads an unknown escape; write 'q' alone, or '\\' for a backslash"#]
    ),
    (
      #"\u0041"#, "u0041",
      [#"1:8: '\u' reads as 'u', as Apple reads an unknown escape; write 'u' alone, or '\\' for a backslash"#]
    ),
    (
      "l1\\\nl2", "l1\nl2",
      ["1:10: a backslash before a line break reads as the line break; remove the backslash"]
    ),
    (
      "x\\\r\ny", "x\r\ny",
      ["1:9: a backslash before a line break reads as the line break; remove the backslash"]
    ),
    (
      #"\101\0611"#, "A11",
      [
        "1:8: the octal escape '\\101' reads as 'A'; write the character itself",
        "1:12: the octal escape '\\061' reads as '1'; write the character itself",
      ]
    ),
    (#"\U41z"#, "Az", [#"1:8: '\U' with 2 hex digits reads as U+0041; write all four"#]),
    (
      #"\a\v"#, "\u{07}\u{0B}",
      [
        #"1:8: '\a' reads as the control character U+0007"#,
        #"1:10: '\v' reads as the control character U+000B"#,
      ]
    ),
    (#"\'\UD83D\UDE00\U00e9"#, "'😀é", []),
  ]

  @Test(arguments: foundationEscapes)
  func escapesReadAsFoundationReadsThemAndAreNotedWhereTheyShowAnotherText(
    text: String, value: String, notes: [String]
  ) throws {
    let file = "\"a\" = \"\(text)\";"
    let read = try StringsFileReader.readNoting(Array(file.utf8))
    #expect(read.entries.map(\.value) == [value])
    #expect(read.notes.map { "\($0.line):\($0.column): \($0.message)" } == notes)
    // Foundation's own reader, the one Xcode and the app use, reads the same text.
    let foundation = try PropertyListSerialization.propertyList(from: Data(file.utf8), format: nil)
    #expect((foundation as? [String: String])?["a"] == value)
  }

  @Test func readsCommentsEscapesAndRawNewlines() throws {
    let entries = try StringsFileReader.read(Fixtures.bytes("strings/valid-comments-and-escapes.strings"))
    #expect(
      entries == [
        StringsEntry(
          key: "plain", value: "text", line: 2, column: 1,
          comment: "Comments may stand anywhere between tokens."),
        StringsEntry(
          key: "escapes", value: "quote \" apostrophe ' backslash \\ newline \n tab \t return \r", line: 3,
          column: 1),
        StringsEntry(key: "unicode", value: "é 😀 ключ 😀", line: 4, column: 1),
        StringsEntry(key: "multi\nline", value: "raw\nnewline", line: 5, column: 1),
        StringsEntry(key: "", value: "", line: 8, column: 1),
      ])
  }

  @Test func keepsTheCommentAboveAnEntryButNotAHeaderOrATrailingOne() throws {
    let text = """
      /* The file's header. */

      /* Shown on the login screen. */
      // Keep it short.
      "a" = "A"; // trailing, about a
      "b" = "B";
      /* one */ /* two */ "c" = "C";
      """
    #expect(
      try StringsFileReader.read(Array(text.utf8)).map(\.comment) == [
        "Shown on the login screen.\nKeep it short.", nil, "one\ntwo",
      ])
  }

  @Test(arguments: ["valid-utf8-bom", "valid-utf16le", "valid-utf16be"])
  func readsEveryEncodingAlike(fixture: String) throws {
    let entries = try StringsFileReader.read(Fixtures.bytes("strings/\(fixture).strings"))
    #expect(
      entries == [
        StringsEntry(key: "title", value: "Título", line: 1, column: 1),
        StringsEntry(key: "emoji", value: "😀", line: 2, column: 1),
      ])
  }

  @Test func anEmptyTableHasNoEntries() throws {
    #expect(try StringsFileReader.read(Fixtures.bytes("strings/valid-empty.strings")) == [])
    #expect(try StringsFileReader.read([]) == [])
  }

  @Test func writerOutputReadsBackToTheSameLabels() throws {
    let labels = [
      DottedLabel(key: "a.quote\"", value: "say \"hi\" \\ now"),
      DottedLabel(key: "b.lines", value: "one\ntwo\tthree\r\u{01}\u{7F}"),
      DottedLabel(key: "c.unicode", value: "é 😀 ключ / @@ %1$@"),
      DottedLabel(key: "d.empty", value: ""),
    ]
    let bytes = StringsFileWriter.bytes(labels)
    #expect(
      String(decoding: bytes, as: UTF8.self) == #"""
        "a.quote\"" = "say \"hi\" \\ now";
        "b.lines" = "one\ntwo\tthree\r\U0001\U007F";
        "c.unicode" = "é 😀 ключ / @@ %1$@";
        "d.empty" = "";

        """#)
    let entries = try StringsFileReader.read(bytes)
    #expect(entries.map { DottedLabel(key: $0.key, value: $0.value) } == labels)
  }
}
