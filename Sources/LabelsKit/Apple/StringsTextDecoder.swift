/// Turns the bytes of a `.strings` file into Unicode scalars: UTF-16 when the file starts with a byte
/// order mark (either byte order), else UTF-8 (with or without its byte order mark).
enum StringsTextDecoder {
  /// The scalars of the file, without a byte order mark.
  /// - Throws: ``StringsReadError`` at the first character that cannot be decoded.
  static func scalars(_ bytes: [UInt8]) throws(StringsReadError) -> [Unicode.Scalar] {
    switch (bytes.first, bytes.dropFirst().first) {
    case (0xFF, 0xFE): return try utf16(bytes.dropFirst(2), bigEndian: false)
    case (0xFE, 0xFF): return try utf16(bytes.dropFirst(2), bigEndian: true)
    case (0x00, _), (_, 0x00): throw StringsReadError(.utf16WithoutByteOrderMark, line: 1, column: 1)
    default: break
    }
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    return try utf8(bytes.dropFirst(hasMark ? 3 : 0))
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>) throws(StringsReadError) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: throw StringsParser.error(.invalidUTF8, after: scalars)
      }
    }
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(StringsReadError)
    -> [Unicode.Scalar]
  {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var position = bytes.startIndex
    while position + 1 < bytes.endIndex {
      let first = UInt16(bytes[position])
      let second = UInt16(bytes[position + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      position += 2
    }
    var scalars: [Unicode.Scalar] = []
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput:
        if position < bytes.endIndex { throw StringsParser.error(.oddUTF16Length, after: scalars) }
        return scalars
      case .error: throw StringsParser.error(.invalidUTF16, after: scalars)
      }
    }
  }
}
