/// Reads `.strings` files strictly: the only way the tool reads them.
///
/// Accepts UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark; `/* */` and `//`
/// comments; the escapes `\"`, `\'`, `\\`, `\n`, `\t`, `\r` and `\U` with four hex digits (a character
/// above U+FFFF as a surrogate pair). Refuses, with the line and column: unquoted keys or values, a key
/// without a value, a missing `=` or `;`, an unterminated string or comment, an unknown escape, and a
/// duplicate key (naming the line of the first).
public enum StringsFileReader {
  /// Reads the entries of one file, in file order.
  /// - Throws: ``StringsReadError`` with the line and column of the first problem.
  public static func read(_ bytes: [UInt8]) throws(StringsReadError) -> [StringsEntry] {
    var parser = StringsParser(try StringsTextDecoder.scalars(bytes))
    return try parser.parseFile()
  }
}
