/// Reads `.strings` files strictly: the only way the tool reads them.
///
/// Accepts UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark; `/* */` and `//`
/// comments; every escape as Foundation reads it (a character above U+FFFF as a pair of `\U` surrogates),
/// noting each that reads another text than it shows (`\(` reads `(`). Refuses, with the line and
/// column: unquoted keys or values, a key without a value, a missing `=` or `;`, an unterminated string
/// or comment, an unpaired surrogate, an octal escape above 177, and a duplicate key (naming the line of
/// the first).
package enum StringsFileReader {
  /// Reads the entries of one file, in file order.
  /// - Throws: ``StringsReadError`` with the line and column of the first problem.
  package static func read(_ bytes: [UInt8]) throws(StringsReadError) -> [StringsEntry] {
    try readNoting(bytes).entries
  }

  /// Reads the entries of one file, in file order, and the escapes that read another text than they
  /// show.
  /// - Throws: ``StringsReadError`` with the line and column of the first problem.
  package static func readNoting(
    _ bytes: [UInt8]
  ) throws(StringsReadError) -> (entries: [StringsEntry], notes: [StringsReadNote]) {
    var parser = StringsParser(try StringsTextDecoder.scalars(bytes))
    let entries = try parser.parseFile()
    return (entries, parser.notes)
  }
}
