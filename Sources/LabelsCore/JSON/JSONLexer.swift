/// The tokens of JSON (RFC 8259) over raw UTF-8 bytes, read strictly: the one lexer of the package's
/// three JSON readers, which differ only in what they keep of a document.
///
/// Which reader to use:
/// - ``StrictJSONReader`` (through ``JSONParser``) builds a ``JSONValue`` of every value. It reads any
///   JSON a user, a translator's tool or the store gives, and its errors say what is wrong and where
///   (line and column). Use it unless one of the next two fits.
/// - ``JSONTape`` keeps a flat list of the values over the bytes, to walk two large documents side by
///   side without building them (`diff`). It reads only documents whose keys have no escape and come
///   in canonical order, every export among them, and is `nil` for any other.
/// - ``CanonicalJSONFormatter`` keeps each object's members and prints the canonical form straight
///   from the bytes (`format`). It reads only documents without an escape in a key, and is `nil` for
///   any other.
///
/// Every token is read here, so the two fast readers accept no token the strict reader refuses, and
/// their grammar of arrays and objects is the strict reader's or narrower. Every escape, `\uXXXX` and
/// its surrogate pairs included, is decoded by ``escape()``.
struct JSONLexer {
  /// The bytes read.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next token starts, or reading stopped.
  var index = 0

  /// What a string read by ``skipString()`` held, beyond its bytes.
  struct StringFacts {
    /// Whether a byte of it is above 0x7F.
    var nonASCII = false
    /// Whether it has an escape.
    var escaped = false
    /// Whether each escape is one ``CanonicalJSONWriter`` prints (`\n`, `\"`, `\u001f`, ...), so the
    /// string's bytes are its canonical bytes.
    var canonicalEscapes = true
  }

  /// A lexer at the start of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Whether a UTF-8 byte order mark starts the bytes, which RFC 8259 forbids in JSON sent on.
  var startsWithByteOrderMark: Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Moves past spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  mutating func skipWhitespace() {
    index = Self.endOfWhitespace(in: bytes, from: index)
  }

  /// Where the spaces, tabs, line feeds and carriage returns from `start` end: a line's indentation
  /// is passed up to eight spaces at a time.
  @inline(__always)
  static func endOfWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        index += 1
        while index + 8 <= bytes.count {
          let notSpace = JSONStringBytes.word(at: bytes.baseAddress! + index) ^ 0x2020_2020_2020_2020
          if notSpace != 0 {
            index += notSpace.trailingZeroBitCount / 8
            break
          }
          index += 8
        }
      case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return index
      }
    }
    return index
  }

  // MARK: Numbers and literals

  /// Reads the number at ``index`` (an optional minus, an integer without leading zeros, an optional
  /// fraction and exponent), leaving ``index`` after it.
  /// - Returns: the number's bytes.
  /// - Throws: ``JSONReadError`` (a leading zero, or no number) at the number's start.
  @inline(__always)
  mutating func number() throws(JSONReadError) -> Range<Int> {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(at: index) else { throw error(.invalidNumber, at: start) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(at: index) { throw error(.leadingZero, at: start) }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(at: index) else { throw error(.invalidNumber, at: start) }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(at: index) else { throw error(.invalidNumber, at: start) }
      skipDigits()
    }
    return start..<index
  }

  @inline(__always)
  private func isDigit(at position: Int) -> Bool {
    position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
  }

  @inline(__always)
  private mutating func skipDigits() {
    while isDigit(at: index) { index += 1 }
  }

  /// Reads `word` (`true`, `false` or `null`) at ``index``, leaving ``index`` after it.
  /// - Throws: ``JSONReadError`` where the bytes stop spelling it.
  @inline(__always)
  mutating func literal(_ word: StaticString) throws(JSONReadError) {
    let count = word.utf8CodeUnitCount
    let expected = word.utf8Start
    for offset in 0..<count {
      guard index + offset < bytes.count else {
        throw error(.unexpectedEnd(expected: "'\(word)'"), at: index + offset)
      }
      if bytes[index + offset] != expected[offset] {
        let start = index
        index += offset
        throw offset == 0
          ? unexpected(expected: "a value")
          : error(.unexpectedCharacter(found: describeCharacter(at: index), expected: "'\(word)'"), at: start)
      }
    }
    index += count
  }

  // MARK: Strings

  /// Reads the string whose opening quote is at ``index``, leaving ``index`` after its closing quote,
  /// and decodes it; `scratch` holds the bytes of one with an escape while they are decoded.
  /// - Throws: ``JSONReadError`` at the first problem: invalid UTF-8, a control character, an escape
  ///   that is not JSON's, or no closing quote.
  mutating func string(scratch: inout [UInt8]) throws(JSONReadError) -> String {
    index += 1
    let start = index
    // Fast path: no escapes. Skip eight bytes at a time while none ends the run; only a string with a
    // byte above 0x7F needs its UTF-8 checked.
    var nonASCII: Bool
    (index, nonASCII) = JSONStringBytes.skipPlainRun(in: bytes, from: index)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let text = String(decoding: run, as: UTF8.self)
        // Decoding checks the UTF-8 itself and writes U+FFFD for what is invalid, so its bytes differ from
        // the run exactly when the run is invalid; only then is the error located. (Checking the bytes
        // first read every non-ASCII string twice.)
        if nonASCII, !JSONStringBytes.isCopy(text, of: run) { try validateUTF8(start..<index) }
        index += 1
        return text
      }
      nonASCII = nonASCII || byte >= 0x80
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 {
        try validateUTF8(start..<index)
        throw error(.controlCharacterInString(byte), at: index)
      }
      index += 1
    }
    guard index < bytes.count else {
      throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: index)
    }
    // Slow path: copy into scratch, resolving escapes.
    scratch.removeAll(keepingCapacity: true)
    try validateUTF8(start..<index)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "\\"):
        JSONStringBytes.forEachUTF8Byte(of: try escape().scalar) { scratch.append($0) }
      case 0..<0x20:
        throw error(.controlCharacterInString(byte), at: index)
      default:
        let runStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
          bytes[index] >= 0x20
        {
          index += 1
        }
        try validateUTF8(runStart..<index)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
    }
    throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: index)
  }

  /// Reads the string whose opening quote is at ``index`` without decoding it, leaving ``index`` after
  /// its closing quote: what the readers that keep the bytes (``JSONTape``,
  /// ``CanonicalJSONFormatter``) check of a string, exactly what ``string(scratch:)`` accepts.
  /// - Throws: ``JSONReadError`` when ``string(scratch:)`` would throw, not always at the same place.
  @inline(__always)
  mutating func skipString() throws(JSONReadError) -> StringFacts {
    let start = index
    index += 1
    var facts = StringFacts()
    while true {
      let run = JSONStringBytes.skipPlainRun(in: bytes, from: index)
      index = run.end
      facts.nonASCII = facts.nonASCII || run.nonASCII
      guard index < bytes.count else {
        throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: index)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index) }
      if byte == UInt8(ascii: "\\") {
        facts.escaped = true
        if characterEscape(at: index) != nil {
          // What another tool writes for every character above ASCII, a word's in a row: valid, and
          // not the canonical writer's, which prints the character itself.
          facts.canonicalEscapes = false
          repeat {
            index += 6
          } while index < bytes.count && bytes[index] == UInt8(ascii: "\\")
            && characterEscape(at: index) != nil
        } else if try !escape().canonical {
          facts.canonicalEscapes = false
        }
      } else {
        facts.nonASCII = facts.nonASCII || byte >= 0x80
        index += 1
      }
    }
    if facts.nonASCII { try validateUTF8(start + 1..<index) }
    index += 1
    return facts
  }

  /// The character of the `\uXXXX` escape at `position` when it is one from U+0020 up and no
  /// surrogate: one that ``escape()`` takes as it is and the canonical writer never prints, told in a
  /// few operations (text another tool wrote has one for every character above ASCII); else `nil`.
  @inline(__always)
  func characterEscape(at position: Int) -> Unicode.Scalar? {
    guard position + 6 <= bytes.count, bytes[position + 1] == UInt8(ascii: "u") else { return nil }
    let digits = UInt32(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + position + 2).loadUnaligned(as: UInt32.self))
    guard let value = Self.hexValue(digits), value >= 0x20 else { return nil }
    return Unicode.Scalar(value)
  }

  /// The value of four hex digits read as one little-endian word (the first digit in its lowest
  /// byte), all four told at once; `nil` when one of them is no hex digit.
  @inline(__always)
  private static func hexValue(_ digits: UInt32) -> UInt32? {
    let highs: UInt32 = 0x8080_8080
    guard digits & highs == 0 else { return nil }
    // Each byte is below 0x80, so adding at most 0x7F carries into no other byte: a byte's high bit
    // then says whether it was at least a bound.
    let isDigit = (digits &+ 0x5050_5050) & ~(digits &+ 0x4646_4646) & highs  // 0x30...0x39
    let lowercased = digits | 0x2020_2020
    let isLetter = (lowercased &+ 0x1F1F_1F1F) & ~(lowercased &+ 0x1919_1919) & highs  // a...f, A...F
    guard isDigit | isLetter == highs else { return nil }
    // A digit's low four bits are its value; a letter's are its value less nine.
    let nibbles = (digits & 0x0F0F_0F0F) &+ (isLetter >> 7) &* 9
    // Each pair of digits into one byte (the first pair's in the lowest), then the pairs in order.
    let pairs = (nibbles << 4 | nibbles >> 8) & 0x00FF_00FF
    return (pairs & 0xFF) << 8 | pairs >> 16
  }

  /// Decodes the escape whose backslash is at ``index``, leaving ``index`` after it: one of JSON's
  /// short escapes, or `\uXXXX`, a high surrogate paired with the low one after it.
  /// - Returns: the character it stands for, and whether ``CanonicalJSONWriter`` prints it this way
  ///   (it escapes `"` and `\` with a backslash, U+0008, U+0009, U+000A, U+000C and U+000D by their
  ///   letters, the other characters below U+0020 as lowercase `\u00xx`, and nothing else).
  /// - Throws: ``JSONReadError`` at the escape's backslash (at the end of the bytes when they end
  ///   inside it).
  mutating func escape() throws(JSONReadError) -> (scalar: Unicode.Scalar, canonical: Bool) {
    let start = index
    index += 1
    guard index < bytes.count else { throw error(.unexpectedEnd(expected: "an escape sequence"), at: index) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): return (Unicode.Scalar(byte), true)
    case UInt8(ascii: "/"): return ("/", false)
    case UInt8(ascii: "b"): return ("\u{08}", true)
    case UInt8(ascii: "f"): return ("\u{0C}", true)
    case UInt8(ascii: "n"): return ("\n", true)
    case UInt8(ascii: "r"): return ("\r", true)
    case UInt8(ascii: "t"): return ("\t", true)
    case UInt8(ascii: "u"):
      let (unit, lowercase) = try hexQuad(escapeStart: start)
      var scalarValue = UInt32(unit)
      var canonical: Bool
      switch unit {
      case 0x08, 0x09, 0x0A, 0x0C, 0x0D: canonical = false
      case 0..<0x20: canonical = lowercase
      default: canonical = false
      }
      if (0xD800...0xDBFF).contains(unit) {
        let lowStart = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(.unpairedSurrogate(escapeText(start..<index)), at: start)
        }
        index += 2
        let (low, _) = try hexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(.unpairedSurrogate(escapeText(start..<lowStart)), at: start)
        }
        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        canonical = false
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw error(.unpairedSurrogate(escapeText(start..<index)), at: start)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw error(.unpairedSurrogate(escapeText(start..<index)), at: start)
      }
      return (scalar, canonical)
    default:
      index = start
      let end = min(start + 2, bytes.count)
      throw error(.invalidEscape(describeEscape(start..<end)), at: start)
    }
  }

  /// Reads the four hex digits of a `\u` escape that starts at `escapeStart`.
  /// - Returns: their value, and whether no digit was an uppercase letter.
  @inline(__always)
  private mutating func hexQuad(escapeStart: Int) throws(JSONReadError) -> (value: UInt16, lowercase: Bool) {
    var value: UInt16 = 0
    var uppercase: UInt8 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error(.unexpectedEnd(expected: "four hex digits"), at: index) }
      let byte = bytes[index]
      var digit = byte &- UInt8(ascii: "0")
      if digit > 9 {
        // A letter: `A`...`F` are `a`...`f` without the 0x20 bit.
        let lower = byte | 0x20
        guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "f") else {
          throw error(
            .invalidEscape(describeEscape(escapeStart..<min(index + 1, bytes.count))), at: escapeStart)
        }
        digit = lower - UInt8(ascii: "a") + 10
        uppercase |= ~byte & 0x20
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return (value, uppercase == 0)
  }

  private func escapeText(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func describeEscape(_ range: Range<Int>) -> String {
    let text = escapeText(range)
    return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? text : "\\"
  }

  /// Checks well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
  private func validateUTF8(_ range: Range<Int>) throws(JSONReadError) {
    if let position = JSONStringBytes.firstInvalidUTF8(in: bytes, range) {
      throw error(.invalidUTF8, at: position)
    }
  }

  // MARK: Keys

  /// Whether two of `keys` (each the bytes of a key between its quotes, without an escape) are one key
  /// as the strict reader compares them: as Swift compares strings, by canonical equivalence (`é` as
  /// one scalar or as `e` and a combining accent; `K` and the Kelvin sign), so that a reader of bytes
  /// refuses the repeat the strict reader refuses. Needed only for an object with a key above ASCII:
  /// keys of ASCII alone are one key only when their bytes are.
  func repeatsAKey(_ keys: some Sequence<Range<Int>>) -> Bool {
    var seen: Set<String> = []
    for key in keys
    where !seen.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[key]), as: UTF8.self))
      .inserted
    {
      return true
    }
    return false
  }

  // MARK: Errors

  /// The error for the byte at ``index``, which is not `expected`: the end of the bytes, invalid UTF-8,
  /// or the character found.
  func unexpected(expected: String) -> JSONReadError {
    guard index < bytes.count else { return error(.unexpectedEnd(expected: expected), at: index) }
    if !startsValidScalar(at: index) { return error(.invalidUTF8, at: index) }
    return error(.unexpectedCharacter(found: describeCharacter(at: index), expected: expected), at: index)
  }

  private func startsValidScalar(at position: Int) -> Bool {
    var iterator = UnsafeBufferPointer(rebasing: bytes[position...]).makeIterator()
    var decoder = UTF8()
    if case .scalarValue = decoder.decode(&iterator) { return true }
    return false
  }

  private func describeCharacter(at position: Int) -> String {
    var iterator = UnsafeBufferPointer(rebasing: bytes[position...]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return "byte 0x" + String(bytes[position], radix: 16, uppercase: true)
    }
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace {
      return "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
    return "'\(Character(scalar))'"
  }

  /// `reason` at the byte `offset`, with its line and column (in characters, from 1).
  func error(_ reason: JSONReadError.Reason, at offset: Int) -> JSONReadError {
    var line = 1
    var lineStart = 0
    let end = min(offset, bytes.count)
    for position in 0..<end where bytes[position] == UInt8(ascii: "\n") {
      line += 1
      lineStart = position + 1
    }
    var column = 1
    for position in lineStart..<end where bytes[position] & 0xC0 != 0x80 {
      column += 1
    }
    return JSONReadError(reason, line: line, column: column)
  }
}
