#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A JSON document read as a flat list of its values over its own bytes, for walking two large
/// documents side by side without building a ``JSONValue`` of every value: a value is built only when
/// asked for (``value(_:)``), and two values are the same when their bytes are.
///
/// It reads only documents that ``StrictJSONReader`` reads, and only those whose keys have no escapes
/// (a key is then its bytes): every export, and what other tools write with plain keys, in any order
/// and with any escapes in their texts. For anything else, malformed or not, it is `nil`, and the
/// caller reads the document with ``StrictJSONReader``, which says precisely what is wrong. Both read
/// every token through ``JSONLexer``, which says which reader to use for what.
///
/// Values are numbered in document order from the root, 0; an object's members follow it as a key
/// and its value, an array's elements follow it.
public struct JSONTape: Sendable {
  private enum Kind: UInt8 {
    /// `unorderedObject`: an object whose keys do not come in canonical order in the document.
    case null, bool, number, string, array, object, unorderedObject, key
  }

  /// One value or key: its kind, the bytes it takes (with its quotes or brackets), the number of the
  /// value after it and all it contains, and for a container its number of members or elements.
  private struct Node {
    var kind: Kind
    var start: UInt32
    var end: UInt32
    var next: UInt32
    var count: UInt32
  }

  /// The document's bytes.
  private let storage: DocumentBytes
  private let nodes: [Node]
  /// The key numbers of each object whose keys the document does not have in canonical order, sorted:
  /// where they start in ``sortedKeys``, by the object's number.
  private let sortedKeyOffsets: [Int: Int]
  /// The sorted key numbers of those objects, each object's together.
  private let sortedKeys: [UInt32]
  /// The offset of every newline, when the tape was read finding lines and the bytes are exactly what
  /// ``CanonicalJSONWriter`` prints for the document; else `nil`.
  private let newlines: [Int]?

  /// Reads a document, or `nil` when it is not one this type reads (see the type's description).
  /// `findingLines` also checks, in the same pass, whether the bytes are exactly what
  /// ``CanonicalJSONWriter`` prints for the document, and notes their newlines if so, for
  /// ``canonicalLines()``.
  public init?(_ bytes: DocumentBytes, findingLines: Bool = false) {
    guard bytes.buffer.count < Int(UInt32.max) else { return nil }
    var scanner = Scanner(bytes: bytes.buffer, checkingLayout: findingLines)
    guard scanner.document() else { return nil }
    storage = bytes
    nodes = scanner.nodes
    sortedKeyOffsets = scanner.sortedKeyOffsets
    sortedKeys = scanner.sortedKeys
    newlines = scanner.checkingLayout && scanner.canonicalEscapes ? scanner.newlines : nil
  }

  /// Reads a copy of `bytes`, as the initializer over ``DocumentBytes`` reads them.
  public init?(_ bytes: [UInt8], findingLines: Bool = false) {
    self.init(DocumentBytes(copying: bytes), findingLines: findingLines)
  }

  /// The number of the root value.
  public var root: Int { 0 }

  /// Whether a value is an object.
  public func isObject(_ value: Int) -> Bool {
    nodes[value].kind == .object || nodes[value].kind == .unorderedObject
  }

  /// The number of members of an object or elements of an array; 0 for any other value.
  public func memberCount(_ value: Int) -> Int {
    Int(nodes[value].count)
  }

  /// The members of an object, in canonical key order (sorted when the document has them in another):
  /// the number of each key (see ``key(_:)``) and of its value.
  public func members(of object: Int) -> [(key: Int, value: Int)] {
    guard isObject(object) else { return [] }
    if let offset = sortedKeyOffsets[object] {
      return sortedKeys[offset..<offset + Int(nodes[object].count)].map { (Int($0), Int($0) + 1) }
    }
    var members: [(key: Int, value: Int)] = []
    members.reserveCapacity(Int(nodes[object].count))
    var key = object + 1
    for _ in 0..<nodes[object].count {
      members.append((key, key + 1))
      key = Int(nodes[key + 1].next)
    }
    return members
  }

  /// A key's text.
  public func key(_ key: Int) -> String {
    let node = nodes[key]
    return String(
      decoding: UnsafeBufferPointer(rebasing: storage.buffer[Int(node.start) + 1..<Int(node.end) - 1]),
      as: UTF8.self)
  }

  /// Orders a key of this document against a key of `other` in canonical order: negative when this
  /// one comes first, zero when they are the same.
  public func compareKey(_ key: Int, with other: JSONTape, _ otherKey: Int) -> Int {
    let left = nodes[key]
    let right = other.nodes[otherKey]
    return Self.compare(
      storage.buffer, Int(left.start) + 1..<Int(left.end) - 1, other.storage.buffer,
      Int(right.start) + 1..<Int(right.end) - 1)
  }

  /// Whether a key is `text`.
  public func key(_ key: Int, is text: String) -> Bool {
    let node = nodes[key]
    let count = Int(node.end - node.start) - 2
    guard count == text.utf8.count else { return false }
    var text = text
    return text.withUTF8 { textBytes in
      count == 0
        || memcmp(storage.buffer.baseAddress! + Int(node.start) + 1, textBytes.baseAddress!, count) == 0
    }
  }

  /// Whether a value of this document is written with the same bytes as a value of `other`, so is
  /// the same value.
  public func sameBytes(_ value: Int, as other: JSONTape, _ otherValue: Int) -> Bool {
    let left = nodes[value]
    let right = other.nodes[otherValue]
    let count = Int(left.end - left.start)
    guard count == Int(right.end - right.start) else { return false }
    return memcmp(
      storage.buffer.baseAddress! + Int(left.start), other.storage.buffer.baseAddress! + Int(right.start),
      count)
      == 0
  }

  /// A value, built as ``StrictJSONReader`` reads it.
  public func value(_ value: Int) -> JSONValue {
    let node = nodes[value]
    var parser = JSONParser(UnsafeBufferPointer(rebasing: storage.buffer[Int(node.start)..<Int(node.end)]))
    // The whole document was read, so each of its values reads.
    return (try? parser.parseDocument()) ?? .null
  }

  /// The number of the value a pointer addresses or, when the document has none there, of its nearest
  /// ancestor that it has: one walk down the tokens, which stops at the first one missing. `rootKeys`
  /// are the root's keys (``keys(of:)``), found once for every pointer.
  private func nearestValue(at pointer: JSONPointer, rootKeys: [Int]) -> Int {
    var current = root
    for token in pointer.tokens {
      switch nodes[current].kind {
      case .object:
        let key =
          current == root
          ? memberKey(token, among: rootKeys) : memberKey(token, among: keys(of: current))
        guard let key else { return current }
        current = key + 1
      case .array:
        guard let index = Int(token), index >= 0, index < nodes[current].count,
          String(index) == token
        else { return current }
        current += 1
        for _ in 0..<index { current = Int(nodes[current].next) }
      default:
        return current
      }
    }
    return current
  }

  /// The keys of an object's members, in order; none for any other value.
  private func keys(of object: Int) -> [Int] {
    guard nodes[object].kind == .object else { return [] }
    return nodes.withUnsafeBufferPointer { nodes in
      var key = object + 1
      return (0..<Int(nodes[object].count)).map { _ in
        defer { key = Int(nodes[key + 1].next) }
        return key
      }
    }
  }

  /// The one of `keys` (an object's, in increasing byte order) whose text is `token`, or `nil`: a
  /// binary search.
  private func memberKey(_ token: String, among keys: [Int]) -> Int? {
    var token = token
    return token.withUTF8 { tokenBytes in
      let buffer = storage.buffer
      return nodes.withUnsafeBufferPointer { nodes in
        var low = 0
        var high = keys.count
        while low < high {
          let middle = (low + high) / 2
          let node = nodes[keys[middle]]
          let order = Self.compare(
            buffer, Int(node.start) + 1..<Int(node.end) - 1, tokenBytes, 0..<tokenBytes.count)
          if order == 0 { return keys[middle] }
          if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
      }
    }
  }

  /// The 1-based line of each value when the document is printed by ``CanonicalJSONWriter``, as
  /// ``CanonicalLineIndex/nearestLine(of:)`` gives it, when the bytes are that canonical text and were
  /// read finding lines; else `nil`.
  public func canonicalLines() -> (@Sendable (JSONPointer) -> Int)? {
    guard let newlines else { return nil }
    let rootKeys = keys(of: root)
    return { [newlines] pointer in
      let start = Int(self.nodes[self.nearestValue(at: pointer, rootKeys: rootKeys)].start)
      // The newlines before the value's first byte.
      var low = 0
      var high = newlines.count
      while low < high {
        let middle = (low + high) / 2
        if newlines[middle] < start { low = middle + 1 } else { high = middle }
      }
      return low + 1
    }
  }

  /// Whether the bytes are exactly what ``CanonicalJSONWriter`` prints for the document, when the tape
  /// was read finding lines; `false` when it was not.
  public var isCanonical: Bool {
    newlines != nil
  }

  private static func compare(
    _ left: UnsafeBufferPointer<UInt8>, _ leftRange: Range<Int>, _ right: UnsafeBufferPointer<UInt8>,
    _ rightRange: Range<Int>
  ) -> Int {
    JSONStringBytes.compareKeys(
      left.baseAddress! + leftRange.lowerBound, count: leftRange.count,
      right.baseAddress! + rightRange.lowerBound,
      count: rightRange.count)
  }

  /// Reads the values of a document into nodes, accepting a subset of what ``JSONParser`` accepts:
  /// its tokens through ``JSONLexer``, its objects only with keys without an escape.
  private struct Scanner {
    var lexer: JSONLexer
    var depth = 0
    var nodes: [Node] = []
    var sortedKeyOffsets: [Int: Int] = [:]
    var sortedKeys: [UInt32] = []
    var canonicalEscapes = true
    /// Whether the whitespace read so far is the canonical writer's: checked only when lines are asked
    /// for, and no longer once some is not.
    var checkingLayout: Bool
    /// The offset of every newline read while the layout is checked: in canonical text every newline is
    /// in the whitespace between values, so the check passes over each of them.
    var newlines: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>, checkingLayout: Bool) {
      lexer = JSONLexer(bytes)
      self.checkingLayout = checkingLayout
      nodes.reserveCapacity(bytes.count / 24)
      if checkingLayout { newlines.reserveCapacity(bytes.count / 32) }
    }

    var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }

    var index: Int {
      get { lexer.index }
      set { lexer.index = newValue }
    }

    mutating func document() -> Bool {
      if lexer.startsWithByteOrderMark { return false }
      skipSpaces(0)
      guard value() else { return false }
      skipLineBreak(indent: 0, unlessBefore: nil)
      return index == bytes.count
    }

    private mutating func value() -> Bool {
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: "{"): return container(.object)
      case UInt8(ascii: "["): return container(.array)
      case UInt8(ascii: "\""): return string(.string) != nil
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
      case UInt8(ascii: "t"): return literal("true", .bool)
      case UInt8(ascii: "f"): return literal("false", .bool)
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return false
      }
    }

    private mutating func leaf(_ kind: Kind, from start: Int) {
      nodes.append(
        Node(kind: kind, start: UInt32(start), end: UInt32(index), next: UInt32(nodes.count + 1), count: 0))
    }

    private mutating func container(_ kind: Kind) -> Bool {
      depth += 1
      guard depth <= StrictJSONReader.maximumDepth else { return false }
      let number = nodes.count
      let start = index
      nodes.append(Node(kind: kind, start: UInt32(start), end: 0, next: 0, count: 0))
      let close = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
      index += 1
      skipLineBreak(indent: depth, unlessBefore: close)
      var count: UInt32 = 0
      if index < bytes.count, bytes[index] == close {
        index += 1
      } else {
        var previousKey: Range<Int>?
        var inOrder = true
        var nonASCIIKeys = false
        while true {
          if kind == .object {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            let keyStart = index
            // Keys without escapes: each is its text.
            guard let facts = string(.key), !facts.escaped else { return false }
            nonASCIIKeys = nonASCIIKeys || facts.nonASCII
            let key = keyStart + 1..<index - 1
            if inOrder, let previousKey, JSONTape.compare(bytes, previousKey, bytes, key) >= 0 {
              // Not the canonical writer's order: sorted once below, and checked for a repeat there.
              inOrder = false
              checkingLayout = false
            }
            previousKey = key
            skipSpaces(0)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            skipSpaces(1)
          }
          guard value() else { return false }
          count += 1
          skipLineBreak(indent: depth - 1, unlessBefore: UInt8(ascii: ","))
          guard index < bytes.count else { return false }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipLineBreak(indent: depth, unlessBefore: nil)
          } else if bytes[index] == close {
            index += 1
            break
          } else {
            return false
          }
        }
        if !inOrder || nonASCIIKeys {
          var key = number + 1
          var keys: [(number: UInt32, text: Range<Int>)] = []
          keys.reserveCapacity(Int(count))
          for _ in 0..<count {
            keys.append((UInt32(key), Int(nodes[key].start) + 1..<Int(nodes[key].end) - 1))
            key = Int(nodes[key + 1].next)
          }
          if !inOrder {
            // Sorted once, for the walk in canonical order; a key repeated in another order is one the
            // strict reader refuses.
            keys.sort { JSONTape.compare(bytes, $0.text, bytes, $1.text) < 0 }
            for index in keys.indices.dropFirst()
            where JSONTape.compare(bytes, keys[index - 1].text, bytes, keys[index].text) == 0 {
              return false
            }
            nodes[number].kind = .unorderedObject
            sortedKeyOffsets[number] = sortedKeys.count
            sortedKeys += keys.map(\.number)
          }
          // Keys of different bytes can still be one key to the strict reader.
          guard !nonASCIIKeys || !lexer.repeatsAKey(keys.map(\.text)) else { return false }
        }
      }
      depth -= 1
      nodes[number].end = UInt32(index)
      nodes[number].next = UInt32(nodes.count)
      nodes[number].count = count
      return true
    }

    private mutating func literal(_ word: StaticString, _ kind: Kind) -> Bool {
      let start = index
      do {
        try lexer.literal(word)
      } catch {
        return false
      }
      leaf(kind, from: start)
      return true
    }

    private mutating func number() -> Bool {
      let start = index
      do {
        _ = try lexer.number()
      } catch {
        return false
      }
      leaf(.number, from: start)
      return true
    }

    /// Reads a string whose opening quote is at `index`, leaving `index` after its closing quote, and
    /// notes an escape the canonical writer would not print; `nil` when it is no JSON string.
    private mutating func string(_ kind: Kind) -> JSONLexer.StringFacts? {
      let start = index
      let facts: JSONLexer.StringFacts
      do {
        facts = try lexer.skipString()
      } catch {
        return nil
      }
      if !facts.canonicalEscapes { canonicalEscapes = false }
      leaf(kind, from: start)
      return facts
    }

    /// Moves past whitespace where the canonical writer prints `count` spaces (0 or 1). Those are
    /// looked for first, and then nothing else is read; any other whitespace stops the layout check.
    @inline(__always)
    private mutating func skipSpaces(_ count: Int) {
      if index + count < bytes.count, bytes[index + count] > UInt8(ascii: " "),
        count == 0 || bytes[index] == UInt8(ascii: " ")
      {
        index += count
        return
      }
      checkingLayout = false
      skipWhitespace()
    }

    /// Moves past whitespace where the canonical writer prints nothing before `bare` (a comma after a
    /// value, or the bracket of an empty container) and else a newline and `indent` levels of two
    /// spaces. Those are looked for first, and then nothing else is read; the newline is noted while
    /// the layout is checked, and any other whitespace stops the check.
    @inline(__always)
    private mutating func skipLineBreak(indent: Int, unlessBefore bare: UInt8?) {
      if index < bytes.count {
        let byte = bytes[index]
        if byte == bare { return }
        let end = index + 1 + indent * 2
        if byte == UInt8(ascii: "\n"), end <= bytes.count,
          end == bytes.count || (bytes[end] > UInt8(ascii: " ") && bytes[end] != bare)
        {
          var offset = index + 1
          while offset < end, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
          if offset == end {
            if checkingLayout { newlines.append(index) }
            index = end
            return
          }
        }
      }
      checkingLayout = false
      skipWhitespace()
    }

    private mutating func skipWhitespace() {
      lexer.skipWhitespace()
    }
  }
}
