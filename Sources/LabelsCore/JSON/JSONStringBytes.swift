/// Byte tests on the inside of a JSON string, eight bytes at a time, shared by the reader and the writer.
enum JSONStringBytes {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Whether any of eight bytes is below 0x20, `"` or `\\`: the bytes that end a run of plain string
  /// content (the classic "has zero byte" bit trick; may also flag a byte after a true one).
  static func hasQuoteBackslashOrControl(_ word: UInt64) -> Bool {
    let below = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let isQuote = (quote &- ones) & ~quote & highs
    let isBackslash = (backslash &- ones) & ~backslash & highs
    return (below | isQuote | isBackslash) != 0
  }

  /// Whether any of eight bytes is above 0x7F, so not ASCII.
  static func hasNonASCII(_ word: UInt64) -> Bool {
    word & highs != 0
  }
}
