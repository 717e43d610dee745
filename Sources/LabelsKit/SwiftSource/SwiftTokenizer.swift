/// Splits Swift source into ``SwiftToken``s in one pass over its UTF-8 bytes: the one Swift lexer of the
/// engine, which the comment scanner, the literal locator and the literal editor share.
///
/// It knows enough of the lexical grammar to never mistake a comment or a string for code: `//` and
/// `///` lines, nested `/* */` comments, `"..."`, `"""..."""` and raw `#"..."#` literals with their
/// interpolations. Anything else is a name (letters, digits, `_`, `$`, non-ASCII) or one punctuation
/// byte. Unterminated comments and strings end at the end of the text.
struct SwiftTokenizer {
  /// How many string interpolations deep the tokenizer follows strings.
  static let maximumNesting = 16

  private let bytes: [UInt8]
  private var position = 0
  private var lexemes: [SwiftLexeme] = []

  /// The tokens of `text`.
  static func tokens(of text: String) -> [SwiftToken] {
    lexemes(of: Array(text.utf8)).map(\.token)
  }

  /// How many newlines `bytes` holds in `range`, which gives a lexeme's line: read through a buffer
  /// pointer, which the compiler counts many bytes at a time.
  static func newlines(in bytes: [UInt8], _ range: Range<Int>) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      for index in range where buffer[index] == UInt8(ascii: "\n") { count += 1 }
      return count
    }
  }

  /// The tokens of the UTF-8 text `bytes`, each with its byte range.
  static func lexemes(of bytes: [UInt8]) -> [SwiftLexeme] {
    var tokenizer = SwiftTokenizer(bytes: bytes)
    tokenizer.run()
    return tokenizer.lexemes
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    // Room for a token per 8 bytes at once, about what a file of `key: "text",` lines holds, instead of
    // growing by copying every token so far.
    lexemes.reserveCapacity(bytes.count / 8)
  }

  private func byte(at offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func run() {
    while let current = byte(at: 0) {
      let start = position
      switch current {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
        lineComment()
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "\""):
        append(.string(stringLiteral(hashes: 0, depth: 0)), from: start)
      case UInt8(ascii: "#") where byte(at: 1) == UInt8(ascii: "#") || byte(at: 1) == UInt8(ascii: "\""):
        var hashes = 0
        while byte(at: 0) == UInt8(ascii: "#") {
          hashes += 1
          position += 1
        }
        if byte(at: 0) == UInt8(ascii: "\"") {
          append(.string(stringLiteral(hashes: hashes, depth: 0)), from: start)
        }
      case UInt8(ascii: "`"):
        position += 1
        while let next = byte(at: 0), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
        let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
        if byte(at: 0) == UInt8(ascii: "`") { position += 1 }
        append(.identifier(name), from: start)
      case _ where Self.isNameByte(current):
        while let next = byte(at: 0), Self.isNameByte(next) { position += 1 }
        append(.identifier(String(decoding: bytes[start..<position], as: UTF8.self)), from: start)
      default:
        position += 1
        append(.punctuation(current), from: start)
      }
    }
  }

  /// Adds a token that starts at `start` and ends at the position.
  private mutating func append(_ token: SwiftToken, from start: Int) {
    lexemes.append(SwiftLexeme(token: token, range: start..<position))
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
      true
    default:
      false
    }
  }

  /// A `//` comment to the end of its line; a `///` one (not `////`) becomes a ``SwiftToken/docLine(_:)``.
  private mutating func lineComment() {
    let isDoc = byte(at: 2) == UInt8(ascii: "/") && byte(at: 3) != UInt8(ascii: "/")
    position += isDoc ? 3 : 2
    if isDoc, byte(at: 0) == UInt8(ascii: " ") { position += 1 }
    let start = position
    while let next = byte(at: 0), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
    guard isDoc else { return }
    var end = position
    while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
      end -= 1
    }
    append(.docLine(String(decoding: bytes[start..<end], as: UTF8.self)), from: start)
  }

  /// A `/* */` comment, which may nest.
  private mutating func blockComment() {
    var depth = 0
    while let current = byte(at: 0) {
      if current == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if current == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
  }

  /// A string literal from its opening quote, after `hashes` `#`s: its text, or `nil` when it has an
  /// interpolation or an escape other than `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\'` and `\u{…}`. `depth`
  /// counts the interpolations it lies in.
  private mutating func stringLiteral(hashes: Int, depth: Int) -> String? {
    let isMultiline = byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
    position += isMultiline ? 3 : 1
    // The bytes written as they read are copied in runs, from `unescaped` up to the next escape; a literal
    // without escapes is decoded straight from the source.
    var text: [UInt8] = []
    var unescaped = position
    var isPlain = true
    while let current = byte(at: 0) {
      if current == UInt8(ascii: "\"") && closes(isMultiline: isMultiline, hashes: hashes) {
        let end = position
        position += (isMultiline ? 3 : 1) + hashes
        guard isPlain else { return nil }
        if text.isEmpty { return String(decoding: bytes[unescaped..<end], as: UTF8.self) }
        text.append(contentsOf: bytes[unescaped..<end])
        return String(decoding: text, as: UTF8.self)
      }
      if current == UInt8(ascii: "\n") && !isMultiline { return nil }
      if current == UInt8(ascii: "\\") && escapeStarts(hashes: hashes) {
        text.append(contentsOf: bytes[unescaped..<position])
        defer { unescaped = position }
        position += 1 + hashes
        guard let escaped = byte(at: 0) else { return nil }
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): text.append(escaped)
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "u"):
          if let scalar = unicodeEscape() {
            text.append(contentsOf: Array(String(scalar).utf8))
          } else {
            isPlain = false
          }
        case UInt8(ascii: "("):
          isPlain = false
          skipInterpolation(depth: depth + 1)
        default: isPlain = false
        }
        continue
      }
      position += 1
    }
    return nil
  }

  /// The scalar of `{hex}` after `\u`, read past its `}`; `nil` (nothing read) when it is not one.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard byte(at: 0) == UInt8(ascii: "{") else { return nil }
    var value: UInt32 = 0
    var offset = 1
    while let digit = byte(at: offset), let nibble = Self.hexValue(digit), offset <= 8 {
      value = value << 4 | nibble
      offset += 1
    }
    guard offset > 1, byte(at: offset) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
      return nil
    }
    position += offset + 1
    return scalar
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Whether the quote at the position, followed by `hashes` `#`s (and two more quotes in a multi-line
  /// literal), ends the literal.
  private func closes(isMultiline: Bool, hashes: Int) -> Bool {
    let quotes = isMultiline ? 3 : 1
    for offset in 0..<quotes where byte(at: offset) != UInt8(ascii: "\"") { return false }
    for offset in quotes..<(quotes + hashes) where byte(at: offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// Whether the backslash at the position, followed by `hashes` `#`s, starts an escape.
  private func escapeStarts(hashes: Int) -> Bool {
    for offset in 1..<(1 + hashes) where byte(at: offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// Skips an interpolation's expression up to its closing `)`, strings inside it included; past
  /// ``maximumNesting`` interpolations in interpolations a quote is taken as any other byte, so hostile
  /// input cannot exhaust the stack.
  private mutating func skipInterpolation(depth: Int) {
    var parentheses = 1
    while let current = byte(at: 0), parentheses > 0 {
      switch current {
      case UInt8(ascii: "("): parentheses += 1
      case UInt8(ascii: ")"): parentheses -= 1
      case UInt8(ascii: "\"") where depth < Self.maximumNesting:
        _ = stringLiteral(hashes: 0, depth: depth)
        continue
      default: break
      }
      position += 1
    }
  }
}
