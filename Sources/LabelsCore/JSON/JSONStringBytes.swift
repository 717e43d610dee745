#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte tests on the inside of a JSON string, eight bytes at a time, shared by the reader and the writer.
enum JSONStringBytes {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each of eight bytes (little-endian) that is below 0x20, `"` or `\\`: the classic
  /// "has zero byte" bit trick, which may also flag a byte above a true one but never one below it, so
  /// the lowest bit set is exactly the first such byte.
  @inline(__always)
  private static func quoteBackslashOrControlBytes(_ word: UInt64) -> UInt64 {
    let below = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let isQuote = (quote &- ones) & ~quote & highs
    let isBackslash = (backslash &- ones) & ~backslash & highs
    return below | isQuote | isBackslash
  }

  /// Skips plain string content eight bytes at a time from `start`: the offset of the first quote,
  /// backslash or control character (or of the last bytes, fewer than eight, when none comes before
  /// them), and whether a skipped byte was above 0x7F.
  @inline(__always)
  static func skipPlainRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    end: Int, nonASCII: Bool
  ) {
    var index = start
    var nonASCII = false
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = Self.word(at: base + index)
        let ending = quoteBackslashOrControlBytes(word)
        if ending != 0 {
          let plainCount = ending.trailingZeroBitCount / 8
          let plainBytes: UInt64 = (1 << (UInt64(plainCount) * 8)) &- 1
          return (index + plainCount, nonASCII || hasNonASCII(word & plainBytes))
        }
        nonASCII = nonASCII || hasNonASCII(word)
        index += 8
      }
    }
    return (index, nonASCII)
  }

  /// The eight bytes at `bytes` as one number, read little-endian so that the first byte in memory is
  /// the lowest: the byte of the lowest bit a test sets is the first such byte.
  @inline(__always)
  static func word(at bytes: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
  }

  /// Orders two keys' bytes (between their quotes, without an escape) as the canonical form does: by
  /// byte, which is by Unicode scalar value, a key before every longer key it starts. Negative when
  /// `left` comes first, zero when they are the same bytes, positive when `right` comes first.
  @inline(__always)
  static func compareKeys(
    _ left: UnsafePointer<UInt8>, count leftCount: Int, _ right: UnsafePointer<UInt8>, count rightCount: Int
  ) -> Int {
    let common = min(leftCount, rightCount)
    if common >= 8 {
      // Most keys differ in their first bytes: eight compared as one number, before calling memcmp.
      let leftWord = UInt64(bigEndian: UnsafeRawPointer(left).loadUnaligned(as: UInt64.self))
      let rightWord = UInt64(bigEndian: UnsafeRawPointer(right).loadUnaligned(as: UInt64.self))
      if leftWord != rightWord { return leftWord < rightWord ? -1 : 1 }
    }
    if common > 0 {
      let order = memcmp(left, right, common)
      if order != 0 { return Int(order) }
    }
    return leftCount - rightCount
  }

  /// Gives each byte of the UTF-8 of `scalar` to `body`, in order: how the lexer decodes an escape and
  /// the canonical writer prints the character it stands for.
  @inline(__always)
  static func forEachUTF8Byte(of scalar: Unicode.Scalar, _ body: (UInt8) -> Void) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      body(UInt8(value))
    case 0x80..<0x800:
      body(UInt8(0xC0 | value >> 6))
      body(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      body(UInt8(0xE0 | value >> 12))
      body(UInt8(0x80 | value >> 6 & 0x3F))
      body(UInt8(0x80 | value & 0x3F))
    default:
      body(UInt8(0xF0 | value >> 18))
      body(UInt8(0x80 | value >> 12 & 0x3F))
      body(UInt8(0x80 | value >> 6 & 0x3F))
      body(UInt8(0x80 | value & 0x3F))
    }
  }

  /// Whether any of eight bytes is above 0x7F, so not ASCII.
  static func hasNonASCII(_ word: UInt64) -> Bool {
    word & highs != 0
  }

  /// Whether a string's UTF-8 is exactly `bytes`.
  static func isCopy(_ text: String, of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count == bytes.count else { return false }
      guard let left = utf8.baseAddress, let right = bytes.baseAddress else { return true }
      return memcmp(left, right, bytes.count) == 0
    }
  }

  /// The offset of the first byte in `range` that does not start a well-formed UTF-8 sequence (an
  /// overlong form, a surrogate, a scalar above U+10FFFF, or a sequence cut short), or `nil`.
  static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var position = range.lowerBound
    while position < range.upperBound {
      let lead = bytes[position]
      if lead < 0x80 {
        position += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return position
      }
      guard position + length <= range.upperBound else { return position }
      let second = bytes[position + 1]
      guard second >= lower, second <= upper else { return position }
      for offset in 2..<max(2, length) where bytes[position + offset] & 0xC0 != 0x80 {
        return position
      }
      position += length
    }
    return nil
  }
}
