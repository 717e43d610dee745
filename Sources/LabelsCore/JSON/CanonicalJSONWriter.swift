#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints JSON in the one canonical form of the export format, byte for byte the same on every platform.
///
/// UTF-8 without BOM; two-space indent, one member or element per line; `"key": value`; `{}` and `[]`
/// for empty containers; object keys sorted by Unicode scalar value at every level; strings escape only
/// `"`, `\` and U+0000 to U+001F; numbers as their original text; one trailing newline. This is what
/// Python's `json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)` prints, plus a newline.
public enum CanonicalJSONWriter {
  /// The canonical bytes of a document, ending in a newline.
  public static func bytes(_ value: JSONValue) -> [UInt8] {
    let capacity: Int
    switch value {
    case .string(let text): capacity = text.utf8.count + 3
    case .null, .bool, .number: capacity = 16
    case .array, .object: capacity = 4096
    }
    return bytes(capacity: capacity) { write(value, indent: 0, into: &$0) }
  }

  /// Writes the canonical bytes of a document, ending in a newline, to `output` in pieces of up to
  /// 64 KiB: a document of any size is printed without its canonical text ever being whole in memory
  /// (with deep nesting, the indentation alone can be a hundred times the input).
  public static func write(_ value: JSONValue, to output: (UnsafeBufferPointer<UInt8>) -> Void) {
    withoutActuallyEscaping(output) { output in
      var sink = ByteSink(draining: output)
      writeDocument(into: &sink) { write(value, indent: 0, into: &$0) }
      sink.flush()
    }
  }

  /// Whether `bytes` are already the canonical bytes of `value`: what `format --check` asks, answered
  /// piece by piece as the canonical bytes are written, so they are never all in memory.
  public static func isCanonical(_ bytes: [UInt8], of value: JSONValue) -> Bool {
    bytes.withUnsafeBufferPointer { isCanonical($0, of: value) }
  }

  /// Whether `bytes` are already the canonical bytes of `value`, as ``isCanonical(_:of:)`` asks of an
  /// array.
  public static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue) -> Bool {
    matches(bytes, writtenBy: { write(value, to: $0) })
  }

  /// Whether `bytes` equal what `writing` passes its output, compared piece by piece as it is written.
  static func matches(
    _ expected: UnsafeBufferPointer<UInt8>, writtenBy writing: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
  ) -> Bool {
    var compared = 0
    var differs = false
    writing { piece in
      let end = compared + piece.count
      differs =
        differs || end > expected.count
        || memcmp(expected.baseAddress! + compared, piece.baseAddress!, piece.count) != 0
      compared = end
    }
    return !differs && compared == expected.count
  }

  /// Writes a whole document: what `body` writes, then the newline that ends it.
  private static func writeDocument(into output: inout ByteSink, _ body: (_ output: inout ByteSink) -> Void) {
    body(&output)
    output.append(UInt8(ascii: "\n"))
  }

  /// The canonical text of a document, ending in a newline.
  public static func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// Orders object keys as the canonical form does: by Unicode scalar value, which is UTF-8 byte order.
  public static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    compareKeys(lhs, rhs) < 0
  }

  /// Compares two keys in canonical order: negative when `lhs` comes first, zero when they are the same
  /// bytes, positive when `rhs` comes first.
  private static func compareKeys(_ lhs: String, _ rhs: String) -> Int {
    // The keys of most objects differ in their first byte, which a native string gives at once.
    if let left = lhs.utf8.first, let right = rhs.utf8.first, left != right { return Int(left) - Int(right) }
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
          return left.count - right.count
        }
        return JSONStringBytes.compareKeys(leftBase, count: left.count, rightBase, count: right.count)
      }
    }
    if let order = fast ?? nil { return order }
    if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
  }

  /// The canonical bytes, ending in a newline, of a document that `body` writes piece by piece with
  /// ``writeObject(keys:indent:into:value:)``, ``writeArray(count:indent:into:element:)`` and
  /// ``write(_:indent:into:)``: for a document of thousands of objects whose keys the caller knows in
  /// canonical order (a change report), which are then neither built as values nor sorted one by one.
  package static func bytes(capacity: Int = 4096, writing body: (_ output: inout ByteSink) -> Void) -> [UInt8]
  {
    var output = ByteSink(capacity: capacity)
    writeDocument(into: &output, body)
    return output.bytes()
  }

  /// Writes an object at an indentation level whose keys, given in canonical order, are the object's
  /// members; `value` writes the value of the member at an index, at `indent + 1`.
  package static func writeObject(
    keys: [String], indent: Int, into output: inout ByteSink,
    value: (_ member: Int, _ output: inout ByteSink) -> Void
  ) {
    assert(zip(keys, keys.dropFirst()).allSatisfy { keyPrecedes($0, $1) }, "keys out of canonical order")
    writeItems(keys.count, between: UInt8(ascii: "{"), and: UInt8(ascii: "}"), indent: indent, into: &output)
    {
      member, output in
      writeKey(keys[member], into: &output)
      value(member, &output)
    }
  }

  /// Writes an array of `count` elements at an indentation level; `element` writes the element at an
  /// index, at `indent + 1`.
  package static func writeArray(
    count: Int, indent: Int, into output: inout ByteSink,
    element: (_ index: Int, _ output: inout ByteSink) -> Void
  ) {
    writeItems(
      count, between: UInt8(ascii: "["), and: UInt8(ascii: "]"), indent: indent, into: &output, item: element)
  }

  /// Writes a value at an indentation level.
  package static func write(_ value: JSONValue, indent: Int, into output: inout ByteSink) {
    switch value {
    case .null: output.append(utf8: "null")
    case .bool(let flag): output.append(utf8: flag ? "true" : "false")
    case .number(let text): output.append(utf8: text)
    case .string(let text):
      writeString(text, into: &output)
    case .array(let elements):
      writeItems(
        elements.count, between: UInt8(ascii: "["), and: UInt8(ascii: "]"), indent: indent, into: &output
      ) {
        index, output in
        write(elements[index], indent: indent + 1, into: &output)
      }
    case .object(let members):
      // Sorting the keys alone, not copies of the members: 16 bytes each instead of 40, which for an
      // object of 2,000,000 members was 50 MB more at the writer's peak. (Sorting the dictionary's
      // indices takes as little but reads the table at random on every comparison: a third slower.)
      let keys = members.keys.sorted(by: keyPrecedes)
      writeItems(
        keys.count, between: UInt8(ascii: "{"), and: UInt8(ascii: "}"), indent: indent, into: &output
      ) {
        index, output in
        writeKey(keys[index], into: &output)
        write(members[keys[index]]!, indent: indent + 1, into: &output)
      }
    }
  }

  /// Writes a container: `open`, each item on a line of its own one level deeper, separated by commas,
  /// then `close` on a line at `indent`; only `open` and `close` when there are no items.
  private static func writeItems(
    _ count: Int, between open: UInt8, and close: UInt8, indent: Int, into output: inout ByteSink,
    item: (_ index: Int, _ output: inout ByteSink) -> Void
  ) {
    output.append(open)
    guard count > 0 else {
      output.append(close)
      return
    }
    for index in 0..<count {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      newline(indent: indent + 1, into: &output)
      item(index, &output)
    }
    newline(indent: indent, into: &output)
    output.append(close)
  }

  /// Writes an object member's key and the `: ` after it.
  private static func writeKey(_ key: String, into output: inout ByteSink) {
    writeString(key, into: &output)
    output.append(UInt8(ascii: ":"))
    output.append(UInt8(ascii: " "))
  }

  /// Starts a new line at an indentation level.
  static func newline(indent: Int, into output: inout ByteSink) {
    output.append(UInt8(ascii: "\n"))
    output.appendSpaces(indent * 2)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Writes a string with its quotes and escapes.
  static func writeString(_ text: String, into output: inout ByteSink) {
    output.append(UInt8(ascii: "\""))
    // Native strings are contiguous UTF-8: copy the runs that need no escape in one go.
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      writeEscaped(bytes, into: &output)
    }
    if written == nil {
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { writeEscaped($0, into: &output) }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout ByteSink) {
    var runStart = 0
    var index = 0
    while index < bytes.count {
      // Skip eight bytes at a time to the first control character, quote or backslash.
      index = JSONStringBytes.skipPlainRun(in: bytes, from: index).end
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        appendEscape(byte, into: &output)
        runStart = index + 1
      }
      index += 1
    }
    output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }

  /// Writes one character of a string's content as ``writeString(_:into:)`` writes it: its UTF-8, or
  /// the escape of a quote, a backslash or a control character.
  @inline(__always)
  static func writeCharacter(_ scalar: Unicode.Scalar, into output: inout ByteSink) {
    switch scalar.value {
    case 0..<0x20, 0x22, 0x5C: appendEscape(UInt8(scalar.value), into: &output)
    default: output.append(utf8Of: scalar)
    }
  }

  private static func appendEscape(_ byte: UInt8, into output: inout ByteSink) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    case 0x09: output.append(UInt8(ascii: "t"))
    default:
      output.append(utf8: "u00")
      output.append(hexDigits[Int(byte >> 4)])
      output.append(hexDigits[Int(byte & 0x0F)])
    }
  }
}
