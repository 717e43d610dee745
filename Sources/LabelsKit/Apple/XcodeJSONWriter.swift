import Foundation
import LabelsCore

/// Writes JSON byte for byte as Xcode writes a String Catalog, so Xcode leaves the file as it is.
///
/// Learned from catalogs Xcode wrote (see docs/apple-formats.md#bytes): two spaces per level, `" : "`
/// between a key and its value, an empty object as `{`, an empty line and `}`, no newline at the end of
/// the file; `/` and every character from U+0020 up are written as they are (UTF-8), only `"` and `\`
/// and the control characters escaped. Keys are sorted as Foundation's `JSONSerialization` sorts them
/// (``keyPrecedes(_:_:)``).
enum XcodeJSONWriter {
  /// The bytes of `value` in Xcode's layout.
  static func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    write(value, indent: 0, into: &output)
    return output
  }

  /// Whether `lhs` comes before `rhs` in Xcode's key order: Unicode collation of the root locale, letters
  /// compared without case and digit runs as numbers (`X2` before `x16`), ties broken by a fixed order.
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.compare(rhs, options: order, range: nil, locale: rootLocale) == .orderedAscending
  }

  private static let order: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
  private static let rootLocale = Locale(identifier: "")

  private static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null:
      output += Array("null".utf8)
    case .bool(let flag):
      output += Array((flag ? "true" : "false").utf8)
    case .number(let text):
      output += Array(text.utf8)
    case .string(let text):
      writeString(text, into: &output)
    case .array(let elements):
      writeItems(elements.count, open: "[", close: "]", indent: indent, into: &output) { index, output in
        write(elements[index], indent: indent + 1, into: &output)
      }
    case .object(let members):
      let keys = members.keys.sorted(by: keyPrecedes)
      writeItems(keys.count, open: "{", close: "}", indent: indent, into: &output) { index, output in
        writeString(keys[index], into: &output)
        output += Array(" : ".utf8)
        write(members[keys[index], default: .null], indent: indent + 1, into: &output)
      }
    }
  }

  /// Writes a container: each item on a line of its own, indented one level more; an empty container
  /// as its brackets around an empty line, as Xcode does.
  private static func writeItems(
    _ count: Int, open: Character, close: Character, indent: Int, into output: inout [UInt8],
    item: (Int, inout [UInt8]) -> Void
  ) {
    output += Array(String(open).utf8)
    output.append(UInt8(ascii: "\n"))
    for index in 0..<count {
      output += [UInt8](repeating: UInt8(ascii: " "), count: 2 * (indent + 1))
      item(index, &output)
      if index < count - 1 { output.append(UInt8(ascii: ",")) }
      output.append(UInt8(ascii: "\n"))
    }
    if count == 0 { output.append(UInt8(ascii: "\n")) }
    output += [UInt8](repeating: UInt8(ascii: " "), count: 2 * indent)
    output += Array(String(close).utf8)
  }

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += Array(#"\""#.utf8)
      case UInt8(ascii: "\\"): output += Array(#"\\"#.utf8)
      case 0x0A: output += Array(#"\n"#.utf8)
      case 0x0D: output += Array(#"\r"#.utf8)
      case 0x09: output += Array(#"\t"#.utf8)
      case 0x08: output += Array(#"\b"#.utf8)
      case 0x0C: output += Array(#"\f"#.utf8)
      case 0..<0x20: output += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
