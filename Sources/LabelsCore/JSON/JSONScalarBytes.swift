/// The grammar of JSON's numbers and literals over raw bytes, shared by the readers that check a
/// document without building its values (``JSONTape``, ``CanonicalJSONFormatter``).
enum JSONScalarBytes {
  /// Where the number starting at `start` ends, or `nil` when the bytes there are no JSON number (RFC
  /// 8259, section 6: an optional minus, an integer without leading zeros, an optional fraction and
  /// exponent).
  @inline(__always)
  static func numberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    func isDigit(_ index: Int) -> Bool {
      index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }
    func skipDigits() {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { return nil }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { return nil }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(index) else { return nil }
      skipDigits()
    }
    return index
  }

  /// Where `word` (`true`, `false`, `null`) ends when the bytes at `start` spell it, else `nil`.
  @inline(__always)
  static func literalEnd(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int?
  {
    let count = word.utf8CodeUnitCount
    guard start + count <= bytes.count else { return nil }
    for offset in 0..<count where bytes[start + offset] != word.utf8Start[offset] { return nil }
    return start + count
  }
}
