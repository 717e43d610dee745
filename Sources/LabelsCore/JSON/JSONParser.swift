/// The recursive-descent parser behind ``StrictJSONReader``, over a buffer of UTF-8 bytes.
struct JSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0
  private var scratch: [UInt8] = []
  /// The member count of the last object read: siblings tend to be alike, so a new object's dictionary
  /// starts at that size instead of growing (and rehashing) from empty.
  private var lastObjectCount = 0
  /// The keys and indices from the root down to the value being read, kept only when repeated keys
  /// are recorded rather than refused.
  private var path: [String]?
  /// The members whose key repeats an earlier key of their object, when they are recorded.
  private(set) var duplicates: Set<JSONPointer> = []

  /// A parser of `bytes`; with `recordingDuplicates`, a repeated key is recorded in ``duplicates`` and
  /// its last value kept, instead of being an error.
  init(_ bytes: UnsafeBufferPointer<UInt8>, recordingDuplicates: Bool = false) {
    self.bytes = bytes
    path = recordingDuplicates ? [] : nil
  }

  mutating func parseDocument() throws(JSONReadError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      throw error(.byteOrderMark, at: 0)
    }
    skipWhitespace()
    guard index < bytes.count else { throw error(.emptyDocument, at: index) }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw error(bytes[index] == UInt8(ascii: "/") ? .comment : .trailingContent, at: index)
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue() throws(JSONReadError) -> JSONValue {
    guard index < bytes.count else { throw error(.unexpectedEnd(expected: "a value"), at: index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "/"): throw error(.comment, at: index)
    default: throw unexpected(expected: "a value")
    }
  }

  private mutating func parseObject() throws(JSONReadError) -> JSONValue {
    try enterContainer()
    index += 1
    var members = [String: JSONValue](minimumCapacity: lastObjectCount)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw error(.unexpectedEnd(expected: "a string key"), at: index) }
      let keyStart = index
      switch bytes[index] {
      case UInt8(ascii: "\""): break
      case UInt8(ascii: "/"): throw error(.comment, at: index)
      default: throw unexpected(expected: "a string key")
      }
      let key = try parseString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), described: "':'")
      skipWhitespace()
      path?.append(key)
      let value = try parseValue()
      if members.updateValue(value, forKey: key) != nil {
        guard let path else { throw error(.duplicateKey(key), at: keyStart) }
        duplicates.insert(JSONPointer(path))
      }
      path?.removeLast()
      skipWhitespace()
      guard index < bytes.count else { throw error(.unexpectedEnd(expected: "',' or '}'"), at: index) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw error(.trailingComma, at: comma) }
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        lastObjectCount = members.count
        return .object(members)
      case UInt8(ascii: "/"):
        throw error(.comment, at: index)
      default:
        throw unexpected(expected: "',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(JSONReadError) -> JSONValue {
    try enterContainer()
    index += 1
    var elements: [JSONValue] = []
    var chunks = ArrayChunks()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if elements.count == ArrayChunks.length { chunks.append(&elements) }
      path?.append(String(chunks.elementCount + elements.count))
      elements.append(try parseValue())
      path?.removeLast()
      skipWhitespace()
      guard index < bytes.count else { throw error(.unexpectedEnd(expected: "',' or ']'"), at: index) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error(.trailingComma, at: comma) }
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(chunks.joined(with: elements))
      case UInt8(ascii: "/"):
        throw error(.comment, at: index)
      default:
        throw unexpected(expected: "',' or ']'")
      }
    }
  }

  private mutating func enterContainer() throws(JSONReadError) {
    depth += 1
    if depth > StrictJSONReader.maximumDepth {
      throw error(.tooDeep(limit: StrictJSONReader.maximumDepth), at: index)
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONReadError)
    -> JSONValue
  {
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
    return value
  }

  // MARK: Numbers

  private mutating func parseNumber() throws(JSONReadError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error(.invalidNumber, at: start) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw error(.leadingZero, at: start) }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error(.invalidNumber, at: start) }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error(.invalidNumber, at: start) }
      skipDigits()
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: Strings

  /// Parses a string whose opening quote is at `index`, leaving `index` after the closing quote.
  private mutating func parseString() throws(JSONReadError) -> String {
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
        try parseEscape()
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

  private mutating func parseEscape() throws(JSONReadError) {
    let start = index
    index += 1
    guard index < bytes.count else { throw error(.unexpectedEnd(expected: "an escape sequence"), at: index) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try parseHexQuad(escapeStart: start)
      var scalarValue = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit) {
        let lowStart = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(.unpairedSurrogate(escapeText(start..<index)), at: start)
        }
        index += 2
        let low = try parseHexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(.unpairedSurrogate(escapeText(start..<lowStart)), at: start)
        }
        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw error(.unpairedSurrogate(escapeText(start..<index)), at: start)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw error(.unpairedSurrogate(escapeText(start..<index)), at: start)
      }
      scratch.append(contentsOf: UTF8.encode(scalar)!)
    default:
      index = start
      let end = min(start + 2, bytes.count)
      throw error(.invalidEscape(describeEscape(start..<end)), at: start)
    }
  }

  private mutating func parseHexQuad(escapeStart: Int) throws(JSONReadError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error(.unexpectedEnd(expected: "four hex digits"), at: index) }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw error(
          .invalidEscape(describeEscape(escapeStart..<min(index + 1, bytes.count))), at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
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

  // MARK: Helpers

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, described: String) throws(JSONReadError) {
    guard index < bytes.count else { throw error(.unexpectedEnd(expected: described), at: index) }
    guard bytes[index] == byte else {
      throw bytes[index] == UInt8(ascii: "/") ? error(.comment, at: index) : unexpected(expected: described)
    }
    index += 1
  }

  private func unexpected(expected: String) -> JSONReadError {
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

  private func error(_ reason: JSONReadError.Reason, at offset: Int) -> JSONReadError {
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
