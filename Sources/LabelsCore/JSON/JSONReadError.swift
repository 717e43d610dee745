/// Why the strict reader refused a document, and where.
public struct JSONReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Equatable, Sendable {
    case emptyDocument
    case byteOrderMark
    case invalidUTF8
    case unexpectedEnd(expected: String)
    case unexpectedCharacter(found: String, expected: String)
    case duplicateKey(String)
    case trailingComma
    case comment
    case leadingZero
    case invalidNumber
    case controlCharacterInString(UInt8)
    case invalidEscape(String)
    case unpairedSurrogate(String)
    case trailingContent
    case tooDeep(limit: Int)
  }

  /// What is wrong.
  public let reason: Reason
  /// The 1-based line of the error.
  public let line: Int
  /// The 1-based column of the error, counted in Unicode scalars.
  public let column: Int

  /// Creates an error at a line and column.
  public init(_ reason: Reason, line: Int, column: Int) {
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// A lowercase sentence that says what is wrong, without the location.
  public var message: String {
    switch reason {
    case .emptyDocument:
      "the document is empty; expected a JSON value"
    case .byteOrderMark:
      "the file starts with a byte order mark; save it as UTF-8 without BOM"
    case .invalidUTF8:
      "invalid UTF-8 byte sequence; save the file as UTF-8"
    case .unexpectedEnd(let expected):
      "unexpected end of the document; expected \(expected)"
    case .unexpectedCharacter(let found, let expected):
      "unexpected \(found); expected \(expected)"
    case .duplicateKey(let key):
      "duplicate key \"\(key)\" in one object; readers disagree on which value wins, so keep only one"
    case .trailingComma:
      "trailing comma; remove the comma before the closing bracket"
    case .comment:
      "comments are not allowed in JSON"
    case .leadingZero:
      "a number cannot have a leading zero"
    case .invalidNumber:
      "invalid number"
    case .controlCharacterInString(let byte):
      "control character U+\(hex4(byte)) in a string; write it as an escape such as \\n or \\u\(hex4(byte))"
    case .invalidEscape(let escape):
      "invalid escape sequence '\(escape)'"
    case .unpairedSurrogate(let escape):
      "unpaired surrogate '\(escape)'; a string must be valid Unicode"
    case .trailingContent:
      "unexpected content after the JSON value"
    case .tooDeep(let limit):
      "nesting deeper than \(limit) levels"
    }
  }

  public var description: String { "\(line):\(column): \(message)" }
}

private func hex4(_ byte: UInt8) -> String {
  let digits = String(byte, radix: 16, uppercase: true)
  return String(repeating: "0", count: 4 - digits.count) + digits
}
