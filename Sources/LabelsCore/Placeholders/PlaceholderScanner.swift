/// Reads the placeholders of a string for ``PlaceholderSignature``, over its UTF-8 bytes.
struct PlaceholderScanner {
  let bytes: [UInt8]
  private var index = 0
  private var nextSequential = 1
  private var usesPositional = false
  private var usesSequential = false
  private(set) var arguments: [Int: PlaceholderType] = [:]
  private(set) var named: Set<String> = []
  private(set) var problems: [PlaceholderProblem] = []
  /// Every `%%`, printf and named placeholder, in the order of the text.
  private(set) var tokens: [PlaceholderToken] = []

  /// The most digits an argument position may have; longer ones are not valid placeholders.
  private static let maximumPositionDigits = 4
  /// The largest field width or precision; larger ones could make one label megabytes long.
  static let maximumField = 9999
  /// Length modifiers, longest first so that `hh` wins over `h`.
  private static let lengths = ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"].map { Array($0.utf8) }

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func scan() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "%"): scanPrintf()
      case UInt8(ascii: "{"): scanNamed()
      default: index += 1
      }
    }
    checkPositions()
  }

  // MARK: printf

  private mutating func scanPrintf() {
    let start = index
    index += 1
    if peek == UInt8(ascii: "%") {
      index += 1
      tokens.append(PlaceholderToken(range: start..<index, kind: .percent))
      return
    }
    var position: Int?
    if let (number, end) = number(at: index), end < bytes.count, bytes[end] == UInt8(ascii: "$") {
      guard number > 0 else { return invalid(from: start, through: end) }
      position = number
      index = end + 1
    }
    var flags = PrintfSpecification.Flags()
    while let byte = peek, flags.set(byte) { index += 1 }
    var starPositions: [Int?] = []
    var width: Int?
    guard scanWidthOrPrecision(into: &starPositions, value: &width) else {
      return invalid(from: start, through: index)
    }
    var precision: Int?
    if peek == UInt8(ascii: ".") {
      index += 1
      guard scanWidthOrPrecision(into: &starPositions, value: &precision) else {
        return invalid(from: start, through: index)
      }
      precision = precision ?? 0
    }
    let length = Self.lengths.first { bytes[index...].starts(with: $0) } ?? []
    index += length.count
    guard let conversion = peek,
      let type = PlaceholderType(conversion: conversion, length: String(decoding: length, as: UTF8.self))
    else {
      return invalid(from: start, through: index)
    }
    index += 1
    let placeholder = bytes[start..<index]
    if !starPositions.isEmpty { record(.variableWidth(String(decoding: placeholder, as: UTF8.self))) }
    if max(width ?? 0, precision ?? 0) > Self.maximumField {
      record(.fieldTooWide(String(decoding: placeholder, as: UTF8.self)))
    }
    if type.conversion == .pointer { record(.pointer(String(decoding: placeholder, as: UTF8.self))) }
    for starPosition in starPositions {
      assign(PlaceholderType(.signedInteger, integerWidth: .bits32), to: starPosition)
    }
    let specification = PrintfSpecification(
      position: assign(type, to: position), flags: flags, width: width, precision: precision,
      conversion: conversion, type: type)
    tokens.append(PlaceholderToken(range: start..<index, kind: .printf(specification)))
  }

  /// Reads a field width or precision: digits into `value` (stopping above ``maximumField``), `*` or
  /// `*N$`; a star adds its argument's position (`nil` when sequential). Returns false for `*0$`, which
  /// names no argument.
  private mutating func scanWidthOrPrecision(into starPositions: inout [Int?], value: inout Int?) -> Bool {
    guard peek == UInt8(ascii: "*") else {
      while let byte = peek, isDigit(byte) {
        value = min((value ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), Self.maximumField + 1)
        index += 1
      }
      return true
    }
    index += 1
    if let (number, end) = number(at: index), end < bytes.count, bytes[end] == UInt8(ascii: "$") {
      guard number > 0 else { return false }
      starPositions.append(number)
      index = end + 1
    } else {
      starPositions.append(nil)
    }
    return true
  }

  /// Records the type of an argument position and returns the position.
  @discardableResult
  private mutating func assign(_ type: PlaceholderType, to explicitPosition: Int?) -> Int {
    let position: Int
    if let explicitPosition {
      usesPositional = true
      position = explicitPosition
    } else {
      usesSequential = true
      position = nextSequential
      nextSequential += 1
    }
    if let existing = arguments[position] {
      if existing != type { record(.conflictingTypes(position: position, existing, type)) }
    } else {
      arguments[position] = type
    }
    return position
  }

  private mutating func invalid(from start: Int, through end: Int) {
    var stop = min(end + 1, bytes.count)
    while stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop += 1 }
    record(.invalidPlaceholder(String(decoding: bytes[start..<stop], as: UTF8.self)))
    index = start + 1
  }

  private mutating func checkPositions() {
    if usesPositional && usesSequential {
      // Type conflicts then come from the ambiguous numbering; the mix is the one thing to fix.
      problems.removeAll { if case .conflictingTypes = $0 { true } else { false } }
      record(.mixedPositionalAndSequential)
    }
    guard usesPositional, let highest = arguments.keys.max() else { return }
    if let missing = (1..<highest).first(where: { arguments[$0] == nil }) {
      record(.missingPosition(missing, highest: highest))
    }
  }

  private mutating func record(_ problem: PlaceholderProblem) {
    if !problems.contains(problem) { problems.append(problem) }
  }

  /// The decimal number at `start` and the index after it, when there are 1 to 4 digits.
  private func number(at start: Int) -> (Int, Int)? {
    var end = start
    var value = 0
    while end < bytes.count, isDigit(bytes[end]) {
      guard end - start < Self.maximumPositionDigits else { return nil }
      value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
      end += 1
    }
    return end > start ? (value, end) : nil
  }

  // MARK: Named

  private mutating func scanNamed() {
    for braces in [2, 1] {
      if let end = namedToken(braces: braces) {
        let token = String(decoding: bytes[index..<end], as: UTF8.self)
        named.insert(token)
        tokens.append(PlaceholderToken(range: index..<end, kind: .named(token)))
        index = end
        return
      }
    }
    index += 1
  }

  /// The end of a `{name}` token with `braces` braces on each side starting at `index`, if there is one.
  private func namedToken(braces: Int) -> Int? {
    var end = index
    for _ in 0..<braces {
      guard end < bytes.count, bytes[end] == UInt8(ascii: "{") else { return nil }
      end += 1
    }
    let nameStart = end
    while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
    guard end > nameStart else { return nil }
    for _ in 0..<braces {
      guard end < bytes.count, bytes[end] == UInt8(ascii: "}") else { return nil }
      end += 1
    }
    return end
  }

  // MARK: Bytes

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isIdentifier(_ byte: UInt8) -> Bool {
    let lowercased = byte | 0x20
    return isDigit(byte) || byte == UInt8(ascii: "_")
      || (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
  }
}
