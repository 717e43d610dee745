/// Reads a remote JSON document strictly by RFC 8259 into a tree, and finds the object members whose
/// key repeats an earlier key of the same object.
///
/// Foundation keeps one of two repeated keys silently (and `JSONDecoder` and `JSONSerialization` keep
/// different ones), so the same document would mean two things; the loader trusts neither. Anything
/// else that is not UTF-8 JSON (a trailing comma, a leading zero, a raw control character, invalid
/// UTF-8, an unpaired surrogate escape, trailing content, nesting deeper than ``maximumDepth``) makes
/// the document unreadable: the reader gives up, it never guesses and never crashes. It is LabelsKit's
/// strict reader made small, since the runtime cannot depend on LabelsKit; it says whether, not where.
struct JSONTreeReader {
  /// The deepest nesting read, as in LabelsKit; deeper documents are unreadable, not a stack overflow.
  static let maximumDepth = 128

  private let bytes: [UInt8]
  private var position = 0
  private var path: [String] = []
  private var duplicates: Set<JSONPointer> = []

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The document and the pointers of its repeated members, or `nil` when the bytes are not UTF-8 JSON
  /// (a leading byte order mark is skipped).
  static func read(_ bytes: [UInt8]) -> (tree: JSONNode, duplicates: Set<JSONPointer>)? {
    var reader = JSONTreeReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    guard let tree = reader.value(depth: 0), reader.nextByte() == nil else { return nil }
    return (tree, reader.duplicates)
  }

  private mutating func value(depth: Int) -> JSONNode? {
    guard depth < Self.maximumDepth, let byte = nextByte() else { return nil }
    switch byte {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONNode.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  private mutating func object(depth: Int) -> JSONNode? {
    position += 1
    var members: [String: JSONNode] = [:]
    if nextByte() == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      guard nextByte() == UInt8(ascii: "\""), let key = string(), nextByte() == UInt8(ascii: ":") else {
        return nil
      }
      position += 1
      path.append(key)
      guard let member = value(depth: depth + 1) else { return nil }
      if members.updateValue(member, forKey: key) != nil { duplicates.insert(JSONPointer(tokens: path)) }
      path.removeLast()
      switch nextByte() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: return nil
      }
    }
  }

  private mutating func array(depth: Int) -> JSONNode? {
    position += 1
    var elements: [JSONNode] = []
    if nextByte() == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      path.append(String(elements.count))
      guard let element = value(depth: depth + 1) else { return nil }
      path.removeLast()
      elements.append(element)
      switch nextByte() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default: return nil
      }
    }
  }

  /// The string that starts at the current quote, with its escapes resolved.
  private mutating func string() -> String? {
    let start = position + 1
    var end = start
    var escaped = false
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard bytes[end] >= 0x20 else { return nil }
      if bytes[end] == UInt8(ascii: "\\") {
        escaped = true
        end += 1
      }
      end += 1
    }
    guard end < bytes.count, let text = String(validating: bytes[start..<end], as: UTF8.self) else {
      return nil
    }
    position = end + 1
    return escaped ? Self.unescape(text) : text
  }

  /// The text of a string literal with its escapes resolved, or `nil` for an invalid escape.
  private static func unescape(_ text: String) -> String? {
    var result = String.UnicodeScalarView()
    var rest = text.unicodeScalars[...]
    while let scalar = rest.popFirst() {
      guard scalar == "\\", let escape = rest.popFirst() else {
        result.append(scalar)
        continue
      }
      switch escape {
      case "\"", "\\", "/": result.append(escape)
      case "b": result.append("\u{08}")
      case "f": result.append("\u{0C}")
      case "n": result.append("\n")
      case "r": result.append("\r")
      case "t": result.append("\t")
      case "u":
        guard let decoded = codePoint(&rest) else { return nil }
        result.append(decoded)
      default: return nil
      }
    }
    return String(result)
  }

  /// The character of a `\u` escape whose `\u` is already read: one code unit, or a surrogate pair.
  private static func codePoint(_ rest: inout Substring.UnicodeScalarView) -> Unicode.Scalar? {
    guard let unit = hex(&rest) else { return nil }
    let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF
    let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF
    guard highSurrogates.contains(unit) else {
      return lowSurrogates.contains(unit) ? nil : Unicode.Scalar(unit)
    }
    guard rest.popFirst() == "\\", rest.popFirst() == "u", let low = hex(&rest), lowSurrogates.contains(low)
    else {
      return nil
    }
    let offset: UInt32 = (unit - 0xD800) << 10 | (low - 0xDC00)
    return Unicode.Scalar(0x10000 + offset)
  }

  private static func hex(_ rest: inout Substring.UnicodeScalarView) -> UInt32? {
    let digits = String(String.UnicodeScalarView(rest.prefix(4)))
    guard digits.unicodeScalars.count == 4, digits.allSatisfy(\.isHexDigit),
      let unit = UInt32(digits, radix: 16)
    else {
      return nil
    }
    rest = rest.dropFirst(4)
    return unit
  }

  private mutating func literal(_ word: String, _ node: JSONNode) -> JSONNode? {
    guard bytes[position...].starts(with: word.utf8) else { return nil }
    position += word.utf8.count
    return node
  }

  /// A number, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: exact when it is an integer
  /// that fits 64 bits, else the nearest `Double`; one too large for a `Double` is unreadable.
  private mutating func number() -> JSONNode? {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    let integerDigits = digits()
    guard integerDigits == 1 || (integerDigits > 1 && bytes[position - integerDigits] != UInt8(ascii: "0"))
    else {
      return nil
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { return nil }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else { return nil }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if let integer = Int64(text) { return .integer(integer) }
    guard let number = Double(text), number.isFinite else { return nil }
    return .number(number)
  }

  /// Skips ASCII digits and says how many there were.
  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
      position += 1
    }
    return position - start
  }

  /// The next byte after whitespace, without consuming it.
  private mutating func nextByte() -> UInt8? {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return bytes[position]
      }
    }
    return nil
  }
}
