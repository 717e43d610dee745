/// A 1-based line and column in text, counted in Unicode scalars; `\r\n`, `\n` and `\r` each end a line.
struct TextPosition: Equatable {
  /// The line.
  private(set) var line = 1
  /// The column.
  private(set) var column = 1

  /// Moves past `scalar`, which `next` follows.
  mutating func advance(over scalar: Unicode.Scalar, next: Unicode.Scalar?) {
    if scalar == "\n" || (scalar == "\r" && next != "\n") {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }
}
