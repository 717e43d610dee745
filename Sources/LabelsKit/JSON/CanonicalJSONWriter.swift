/// Prints JSON in the one canonical form of the export format, byte for byte the same on every platform.
///
/// UTF-8 without BOM; two-space indent, one member or element per line; `"key": value`; `{}` and `[]`
/// for empty containers; object keys sorted by Unicode scalar value at every level; strings escape only
/// `"`, `\` and U+0000 to U+001F; numbers as their original text; one trailing newline. This is what
/// Python's `json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)` prints, plus a newline.
public enum CanonicalJSONWriter {
  /// The canonical bytes of a document, ending in a newline.
  public static func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(value, indent: 0, into: &output)
    output.append(UInt8(ascii: "\n"))
    return output
  }

  /// The canonical text of a document, ending in a newline.
  public static func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// Orders object keys as the canonical form does: by Unicode scalar value, which is UTF-8 byte order.
  public static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  private static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let text): output.append(contentsOf: text.utf8)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent: indent + 1, into: &output)
        write(element, indent: indent + 1, into: &output)
      }
      newline(indent: indent, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      for (position, key) in members.keys.sorted(by: keyPrecedes).enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent: indent + 1, into: &output)
        writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        // The key came from `members.keys`, so the lookup always succeeds.
        if let member = members[key] { write(member, indent: indent + 1, into: &output) }
      }
      newline(indent: indent, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(indent: Int, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<(indent * 2) { output.append(UInt8(ascii: " ")) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
