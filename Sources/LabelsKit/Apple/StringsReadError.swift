/// Why the strict `.strings` reader refused a file, and where.
package struct StringsReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package enum Reason: Equatable, Sendable {
    case invalidUTF8
    case invalidUTF16
    case oddUTF16Length
    case utf16WithoutByteOrderMark
    case unexpectedCharacter(found: String, expected: String)
    case unterminatedString
    case unterminatedComment
    case invalidEscape(String)
    case unpairedSurrogate(String)
    case octalAboveASCII(String)
    case missingEquals(key: String, found: String)
    case keyWithoutValue(key: String)
    case missingSemicolon(key: String)
    case duplicateKey(String, firstLine: Int)
  }

  /// What is wrong.
  package let reason: Reason
  /// The 1-based line of the error.
  package let line: Int
  /// The 1-based column of the error, counted in Unicode scalars.
  package let column: Int
  /// The file's other problems after this one, in file order: each one that leaves the file readable
  /// (a duplicate key, an escape), then the one that ended reading it, if any.
  package var later: [StringsReadError] = []

  /// Creates an error at a line and column.
  package init(_ reason: Reason, line: Int, column: Int) {
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// A lowercase sentence that says what is wrong and how to fix it, without the location.
  package var message: String {
    switch reason {
    case .invalidUTF8:
      "invalid UTF-8 byte sequence; save the file as UTF-8, or as UTF-16 with a byte order mark"
    case .invalidUTF16:
      "invalid UTF-16: an unpaired surrogate code unit; save the file again as UTF-8 or UTF-16"
    case .oddUTF16Length:
      "the UTF-16 file ends in the middle of a character (an odd number of bytes)"
    case .utf16WithoutByteOrderMark:
      "the file looks like UTF-16 without a byte order mark; save it as UTF-8, or as UTF-16 with one"
    case .unexpectedCharacter(let found, let expected):
      "unexpected \(found); expected \(expected)"
    case .unterminatedString:
      "unterminated string; add the closing '\"'"
    case .unterminatedComment:
      "unterminated comment; add the closing '*/'"
    case .invalidEscape(let escape):
      #"invalid escape sequence '\#(escape)'; \U takes one to four hex digits, such as \U00E9"#
    case .octalAboveASCII(let escape):
      "the octal escape '\(escape)' is above 177, which Apple reads in the NeXTSTEP encoding; write the "
        + "character itself"
    case .unpairedSurrogate(let escape):
      #"unpaired surrogate '\#(escape)'; write a character above U+FFFF as a pair such as \UD83D\UDE00"#
    case .missingEquals(let key, let found):
      "unexpected \(found) after the key \"\(key)\"; expected '=' and the value"
    case .keyWithoutValue(let key):
      "the key \"\(key)\" has no value; write \"\(key)\" = \"...\";"
    case .missingSemicolon(let key):
      "missing ';' after the value of \"\(key)\""
    case .duplicateKey(let key, let firstLine):
      "duplicate key \"\(key)\"; it is first defined on line \(firstLine); keep only one"
    }
  }

  package var description: String { "\(line):\(column): \(message)" }
}
