/// Prints a `.strings` table: one `"key" = "value";` line per label, in the order given, UTF-8.
///
/// Escapes `"` and `\` with a backslash, newline, tab and carriage return as `\n`, `\t`, `\r`, and the
/// other control characters as `\U` with four hex digits; every other character is written as it is.
/// ``StringsFileReader`` reads every such file back to the same labels.
package enum StringsFileWriter {
  /// The bytes of the table.
  package static func bytes(_ labels: [DottedLabel]) -> [UInt8] {
    var output: [UInt8] = []
    for label in labels {
      write(label.key, into: &output)
      output.append(contentsOf: " = ".utf8)
      write(label.value, into: &output)
      output.append(contentsOf: ";\n".utf8)
    }
    return output
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func write(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0..<0x20, 0x7F:
        output.append(contentsOf: #"\U00"#.utf8)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
