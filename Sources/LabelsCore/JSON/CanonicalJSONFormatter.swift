/// Prints a document in the canonical form straight from its bytes, without building a ``JSONValue``:
/// what `format` does with a file of any size in little more memory than the file.
///
/// Reading keeps only each object's members (where its key and its value start), sorted in canonical
/// order; arrays, numbers, literals and strings are copied from the input as they are printed, so a
/// document of 30,000,000 numbers costs its bytes and nothing per number. A string with an escape is
/// read and printed as ``CanonicalJSONWriter`` prints it; one without is already canonical.
///
/// It reads only documents that ``StrictJSONReader`` reads, and only those with no escape in a key
/// (a key is then its bytes, which sort in canonical order). For anything else, malformed or not, it is
/// `nil`, and the caller reads the document with ``StrictJSONReader``, which says precisely what is wrong.
/// Both read every token through ``JSONLexer``, which says which reader to use for what.
public struct CanonicalJSONFormatter: Sendable {
  /// An object member: its key with its quotes, and where its value starts.
  private struct Member {
    var keyStart: UInt32
    var keyEnd: UInt32
    var value: UInt32
  }

  /// An object: where it starts, and its members in ``CanonicalJSONFormatter/members``.
  private struct Object {
    var start: UInt32
    var first: UInt32
    var count: UInt32
  }

  /// The document's bytes.
  private let document: DocumentBytes
  /// Every object, in the order they open (so by start).
  private let objects: [Object]
  /// The members of every object, each object's together and in canonical key order.
  private let members: [Member]

  /// Reads a document over its bytes, a mapped file's say, without copying them; `nil` when it is not
  /// one this type reads (see the type's description).
  public init?(_ document: DocumentBytes) {
    guard document.buffer.count < Int(UInt32.max) else { return nil }
    var scanner = Scanner(bytes: document.buffer)
    guard scanner.document() else { return nil }
    self.document = document
    objects = scanner.objects
    members = scanner.members
  }

  /// Reads a copy of `bytes`, as the initializer over ``DocumentBytes`` reads them.
  public init?(_ bytes: [UInt8]) {
    self.init(DocumentBytes(copying: bytes))
  }

  /// Writes the canonical bytes of the document, ending in a newline, to `output` in pieces of up to
  /// 64 KiB, as ``CanonicalJSONWriter/write(_:to:)`` does for a value.
  public func write(to output: (UnsafeBufferPointer<UInt8>) -> Void) {
    withoutActuallyEscaping(output) { output in
      var sink = ByteSink(draining: output)
      let writer = Writer(bytes: document.buffer, objects: objects, members: members)
      _ = writer.value(at: writer.skipWhitespace(from: 0), indent: 0, into: &sink)
      sink.append(UInt8(ascii: "\n"))
      sink.flush()
    }
  }

  /// Whether the bytes are already the canonical bytes of the document, answered piece by piece as
  /// they are written, so they are never all in memory twice.
  public var isCanonical: Bool {
    CanonicalJSONWriter.matches(document.buffer, writtenBy: { write(to: $0) })
  }

  /// Prints values from the input bytes.
  private struct Writer {
    let bytes: UnsafeBufferPointer<UInt8>
    let objects: [Object]
    let members: [Member]

    func skipWhitespace(from start: Int) -> Int {
      JSONLexer.endOfWhitespace(in: bytes, from: start)
    }

    /// Writes the value that starts at `start`; returns where it ends.
    func value(at start: Int, indent: Int, into output: inout ByteSink) -> Int {
      switch bytes[start] {
      case UInt8(ascii: "{"): return object(at: start, indent: indent, into: &output)
      case UInt8(ascii: "["): return array(at: start, indent: indent, into: &output)
      case UInt8(ascii: "\""): return string(at: start, into: &output)
      case UInt8(ascii: "t"), UInt8(ascii: "n"): return copy(start..<start + 4, into: &output)
      case UInt8(ascii: "f"): return copy(start..<start + 5, into: &output)
      default:
        var end = start + 1
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        return copy(start..<end, into: &output)
      }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
        UInt8(ascii: "+"), UInt8(ascii: "-"):
        return true
      default: return false
      }
    }

    private func copy(_ range: Range<Int>, into output: inout ByteSink) -> Int {
      output.append(UnsafeBufferPointer(rebasing: bytes[range]))
      return range.upperBound
    }

    /// Writes the string at `start` in one pass, run by run: each escape as the character it stands
    /// for, or as the canonical writer escapes that character; a string without one as it is.
    private func string(at start: Int, into output: inout ByteSink) -> Int {
      var lexer = JSONLexer(bytes)
      lexer.index = start + 1
      var runStart = start
      while true {
        lexer.index = JSONStringBytes.skipPlainRun(in: bytes, from: lexer.index).end
        let byte = bytes[lexer.index]
        if byte == UInt8(ascii: "\"") { break }
        guard byte == UInt8(ascii: "\\") else {
          lexer.index += 1
          continue
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<lexer.index]))
        if var character = lexer.characterEscape(at: lexer.index) {
          // A word's characters come in a row.
          while true {
            CanonicalJSONWriter.writeCharacter(character, into: &output)
            lexer.index += 6
            guard bytes[lexer.index] == UInt8(ascii: "\\"), let next = lexer.characterEscape(at: lexer.index)
            else {
              break
            }
            character = next
          }
        } else {
          do {
            CanonicalJSONWriter.writeCharacter(try lexer.escape().scalar, into: &output)
          } catch {
            // Unreachable: the scanner read this string's escapes through the same lexer.
            return skipRest(from: lexer.index)
          }
        }
        runStart = lexer.index
      }
      output.append(UnsafeBufferPointer(rebasing: bytes[runStart...lexer.index]))
      return lexer.index + 1
    }

    /// Where the string that `index` is in ends, past its closing quote.
    private func skipRest(from index: Int) -> Int {
      var index = index
      while bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
      return index + 1
    }

    private func array(at start: Int, indent: Int, into output: inout ByteSink) -> Int {
      output.append(UInt8(ascii: "["))
      var index = skipWhitespace(from: start + 1)
      if bytes[index] == UInt8(ascii: "]") {
        output.append(UInt8(ascii: "]"))
        return index + 1
      }
      while true {
        CanonicalJSONWriter.newline(indent: indent + 1, into: &output)
        index = skipWhitespace(from: value(at: index, indent: indent + 1, into: &output))
        if bytes[index] == UInt8(ascii: "]") { break }
        output.append(UInt8(ascii: ","))
        index = skipWhitespace(from: index + 1)
      }
      CanonicalJSONWriter.newline(indent: indent, into: &output)
      output.append(UInt8(ascii: "]"))
      return index + 1
    }

    private func object(at start: Int, indent: Int, into output: inout ByteSink) -> Int {
      // Objects are numbered in the order they open, so by where they start.
      var low = 0
      var high = objects.count
      while low < high {
        let middle = (low + high) / 2
        if Int(objects[middle].start) < start { low = middle + 1 } else { high = middle }
      }
      let object = objects[low]
      output.append(UInt8(ascii: "{"))
      guard object.count > 0 else {
        output.append(UInt8(ascii: "}"))
        return skipContainer(from: start)
      }
      var last = 0
      for offset in 0..<Int(object.count) {
        let member = members[Int(object.first) + offset]
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        CanonicalJSONWriter.newline(indent: indent + 1, into: &output)
        _ = copy(Int(member.keyStart)..<Int(member.keyEnd), into: &output)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        let end = value(at: Int(member.value), indent: indent + 1, into: &output)
        last = max(last, end)
      }
      CanonicalJSONWriter.newline(indent: indent, into: &output)
      output.append(UInt8(ascii: "}"))
      // The member written last in the input ends just before the closing brace and whitespace.
      return skipWhitespace(from: last) + 1
    }

    /// The end of an empty container starting at `start`.
    private func skipContainer(from start: Int) -> Int {
      skipWhitespace(from: start + 1) + 1
    }
  }

  /// Reads and checks a document, keeping only its objects' members: its tokens through ``JSONLexer``,
  /// its keys only without an escape.
  private struct Scanner {
    var lexer: JSONLexer
    var depth = 0
    var objects: [Object] = []
    var members: [Member] = []
    /// The members read so far of each object being read, by depth.
    var pending: [[Member]] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
      lexer = JSONLexer(bytes)
    }

    var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }

    var index: Int {
      get { lexer.index }
      set { lexer.index = newValue }
    }

    mutating func document() -> Bool {
      if lexer.startsWithByteOrderMark { return false }
      skipWhitespace()
      guard value() else { return false }
      skipWhitespace()
      return index == bytes.count
    }

    private mutating func value() -> Bool {
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object()
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "\""): return string() != nil
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return false
      }
    }

    private mutating func array() -> Bool {
      depth += 1
      guard depth <= StrictJSONReader.maximumDepth else { return false }
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return true
      }
      while true {
        skipWhitespace()
        guard value() else { return false }
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          depth -= 1
          return true
        } else {
          return false
        }
      }
    }

    private mutating func object() -> Bool {
      depth += 1
      guard depth <= StrictJSONReader.maximumDepth else { return false }
      let number = objects.count
      objects.append(Object(start: UInt32(index), first: 0, count: 0))
      while pending.count < depth { pending.append([]) }
      let level = depth - 1
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return true
      }
      var nonASCIIKeys = false
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        let keyStart = index
        guard let key = string(), !key.escaped else { return false }
        nonASCIIKeys = nonASCIIKeys || key.nonASCII
        let keyEnd = index
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        pending[level].append(
          Member(keyStart: UInt32(keyStart), keyEnd: UInt32(keyEnd), value: UInt32(index)))
        guard value() else { return false }
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          break
        } else {
          return false
        }
      }
      depth -= 1
      guard sortMembers(level) else { return false }
      // Keys of different bytes can still be one key to the strict reader.
      if nonASCIIKeys, lexer.repeatsAKey(pending[level].map { Int($0.keyStart) + 1..<Int($0.keyEnd) - 1 }) {
        return false
      }
      objects[number].first = UInt32(members.count)
      objects[number].count = UInt32(pending[level].count)
      if members.isEmpty, level == 0 {
        swap(&members, &pending[level])
      } else {
        members.append(contentsOf: pending[level])
      }
      pending[level].removeAll(keepingCapacity: level > 0)
      return true
    }

    /// Sorts the pending members of one object by key; `false` when a key repeats.
    private mutating func sortMembers(_ level: Int) -> Bool {
      Self.sort(&pending[level], keysIn: bytes.baseAddress!)
    }

    private static func sort(_ members: inout [Member], keysIn base: UnsafePointer<UInt8>) -> Bool {
      func order(_ left: Member, _ right: Member) -> Int {
        // Between the quotes.
        JSONStringBytes.compareKeys(
          base + Int(left.keyStart) + 1, count: Int(left.keyEnd - left.keyStart) - 2,
          base + Int(right.keyStart) + 1, count: Int(right.keyEnd - right.keyStart) - 2)
      }
      guard members.count > 1 else { return true }
      // Exports come in canonical order already: check before sorting.
      if (1..<members.count).allSatisfy({ order(members[$0 - 1], members[$0]) < 0 }) { return true }
      members.sort { order($0, $1) < 0 }
      return (1..<members.count).allSatisfy { order(members[$0 - 1], members[$0]) != 0 }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
      do {
        try lexer.literal(word)
        return true
      } catch {
        return false
      }
    }

    private mutating func number() -> Bool {
      do {
        _ = try lexer.number()
        return true
      } catch {
        return false
      }
    }

    /// Reads a string whose opening quote is at `index`, leaving `index` after its closing quote;
    /// `nil` when it is no JSON string.
    private mutating func string() -> JSONLexer.StringFacts? {
      do {
        return try lexer.skipString()
      } catch {
        return nil
      }
    }

    private mutating func skipWhitespace() {
      lexer.skipWhitespace()
    }
  }
}
