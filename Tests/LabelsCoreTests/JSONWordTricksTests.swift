import Testing

@testable import LabelsCore

/// The readers' tricks that tell eight or four bytes at once, against a byte-by-byte reading of
/// every case they decide.
@Suite struct JSONWordTricksTests {
  /// Whether a byte ends a run of plain string content.
  private static func endsRun(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  @Test func aPlainRunEndsExactlyAtItsFirstQuoteBackslashOrControlCharacter() {
    // Every byte value at every place of the word, after plain bytes above and below ASCII, with
    // another byte that ends a run after it (which the trick may also flag).
    for filler: UInt8 in [UInt8(ascii: "a"), 0xD0] {
      for place in 0..<16 {
        for byte in UInt8.min...UInt8.max {
          var bytes = [UInt8](repeating: filler, count: 24)
          bytes[place] = byte
          bytes[place + 1] = UInt8(ascii: "\"")
          let run = bytes.withUnsafeBufferPointer { JSONStringBytes.skipPlainRun(in: $0, from: 0) }
          let expectedEnd = Self.endsRun(byte) ? place : place + 1
          let expectedNonASCII = filler >= 0x80 && place > 0 || byte >= 0x80 && !Self.endsRun(byte)
          #expect(run.end == expectedEnd, "byte \(byte) at \(place)")
          #expect(run.nonASCII == expectedNonASCII, "byte \(byte) at \(place) after \(filler)")
        }
      }
    }
  }

  @Test func aPlainRunStopsBeforeTheLastBytesOfTheBuffer() {
    let bytes = Array("abcdefghijk".utf8)
    let run = bytes.withUnsafeBufferPointer { JSONStringBytes.skipPlainRun(in: $0, from: 0) }
    #expect(run.end == 8)
    #expect(!run.nonASCII)
  }

  @Test func aCharacterEscapeReadsEveryCodeUnitInEitherCase() {
    for unit in 0...0xFFFF {
      let hex = String(unit, radix: 16)
      let digits = String(repeating: "0", count: 4 - hex.count) + hex
      let expected: Unicode.Scalar? = unit >= 0x20 ? Unicode.Scalar(unit) : nil
      for spelling in [digits, digits.uppercased()] {
        let bytes = Array("\\u\(spelling)".utf8)
        #expect(
          bytes.withUnsafeBufferPointer { JSONLexer($0).characterEscape(at: 0) } == expected, "\(spelling)")
      }
    }
  }

  @Test func aCharacterEscapeRefusesEveryByteThatIsNoHexDigitAtEachPlace() {
    let hexDigits = Set("0123456789abcdefABCDEF".utf8)
    for place in 0..<4 {
      for byte in UInt8.min...UInt8.max where !hexDigits.contains(byte) {
        var bytes = Array("\\u4e2d".utf8)
        bytes[2 + place] = byte
        #expect(
          bytes.withUnsafeBufferPointer { JSONLexer($0).characterEscape(at: 0) } == nil, "\(byte) at \(place)"
        )
      }
    }
  }

  @Test func aCharacterEscapeNeedsItsSixBytes() {
    let bytes = Array("\\u4e2".utf8)
    #expect(bytes.withUnsafeBufferPointer { JSONLexer($0).characterEscape(at: 0) } == nil)
  }

  @Test func keysCompareByTheirBytesWhetherTheyDifferInTheirFirstEightOrLater() {
    let keys = [
      "", "a", "a b", "ab", "abcdefg", "abcdefgh", "abcdefgh1", "abcdefgh2", "abcdefghi", "abcdefgi", "b",
      "Zürich-Strasse", "Zürich", "zurich-strasse", "é", "ф", "😀", "\u{7F}",
    ]
    for left in keys {
      for right in keys {
        let leftBytes = Array(left.utf8) + Array("\": 1".utf8)
        let rightBytes = Array(right.utf8) + Array("\": 2".utf8)
        let order = leftBytes.withUnsafeBufferPointer { leftBuffer in
          rightBytes.withUnsafeBufferPointer { rightBuffer in
            JSONStringBytes.compareKeys(
              leftBuffer.baseAddress!, count: left.utf8.count, rightBuffer.baseAddress!,
              count: right.utf8.count)
          }
        }
        let expected =
          left == right ? 0 : Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)) ? -1 : 1
        #expect(order.signum() == expected, "\(left) against \(right)")
      }
    }
  }
}
