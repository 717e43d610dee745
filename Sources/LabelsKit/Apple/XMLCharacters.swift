/// The characters of an XML document in UTF-8, as XML 1.0 allows them (`Char`: tab, line feed, carriage
/// return, U+0020 to U+D7FF, U+E000 to U+FFFD, U+10000 and above). No other character may appear, not
/// even written as a character reference, so a raw U+0008 makes the document not well-formed, which
/// `PropertyListSerialization` does not say.
enum XMLCharacters {
  /// A character XML forbids, where it stands and what to do.
  struct Forbidden: Equatable {
    /// The line, from 1; `\r\n`, `\n` and `\r` end a line.
    let line: Int
    /// The column in Unicode scalars, from 1.
    let column: Int
    /// The sentence the diagnostic shows.
    let reason: String
  }

  /// Whether `bytes` are an XML document in UTF-8: `<` first, after an optional byte order mark and
  /// whitespace. A binary property list (`bplist`), an old-style one (`{ … }`) and UTF-16 are not.
  static func isXML(_ bytes: [UInt8]) -> Bool {
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    return rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
  }

  /// The first character XML forbids, or the first bytes that are not UTF-8; `nil` when there is none.
  static func firstForbidden(in bytes: [UInt8]) -> Forbidden? {
    var line = 1
    var column = 0
    var previous: Unicode.Scalar?
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if previous == "\r" && scalar == "\n" {
          previous = scalar
          continue
        }
        if previous == "\n" || previous == "\r" {
          line += 1
          column = 0
        }
        column += 1
        previous = scalar
        if !isAllowed(scalar) {
          let code = String(scalar.value, radix: 16, uppercase: true)
          let name = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
          return Forbidden(
            line: line, column: column,
            reason: "has the character \(name), which XML does not allow (not even as &#x\(code);); remove it"
          )
        }
      case .emptyInput:
        return nil
      case .error:
        return Forbidden(
          line: line, column: column + 1,
          reason: "is not UTF-8 here, as its XML declaration says; save it as UTF-8")
      }
    }
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
