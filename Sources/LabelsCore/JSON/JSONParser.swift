/// The recursive-descent parser behind ``StrictJSONReader``, over a buffer of UTF-8 bytes: the grammar
/// of arrays and objects over ``JSONLexer``'s tokens, building a ``JSONValue`` of each.
struct JSONParser {
  private var lexer: JSONLexer
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
    lexer = JSONLexer(bytes)
    path = recordingDuplicates ? [] : nil
  }

  private var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }

  private var index: Int {
    get { lexer.index }
    set { lexer.index = newValue }
  }

  mutating func parseDocument() throws(JSONReadError) -> JSONValue {
    if lexer.startsWithByteOrderMark { throw error(.byteOrderMark, at: 0) }
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
    case UInt8(ascii: "\""): return .string(try lexer.string(scratch: &scratch))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try lexer.number()
      return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[number]), as: UTF8.self))
    case UInt8(ascii: "t"):
      try lexer.literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try lexer.literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try lexer.literal("null")
      return .null
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
      let key = try lexer.string(scratch: &scratch)
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

  // MARK: Helpers

  private mutating func skipWhitespace() {
    lexer.skipWhitespace()
  }

  private mutating func expect(_ byte: UInt8, described: String) throws(JSONReadError) {
    guard index < bytes.count else { throw error(.unexpectedEnd(expected: described), at: index) }
    guard bytes[index] == byte else {
      throw bytes[index] == UInt8(ascii: "/") ? error(.comment, at: index) : unexpected(expected: described)
    }
    index += 1
  }

  private func unexpected(expected: String) -> JSONReadError {
    lexer.unexpected(expected: expected)
  }

  private func error(_ reason: JSONReadError.Reason, at offset: Int) -> JSONReadError {
    lexer.error(reason, at: offset)
  }
}
