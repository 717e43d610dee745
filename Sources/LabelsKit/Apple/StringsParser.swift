/// The parser behind ``StringsFileReader``, over the decoded scalars of one file.
struct StringsParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  /// The index of the first scalar of each line read so far; `\r\n`, `\n` and `\r` each end a line.
  private var lineStarts = [0]
  /// The comments skipped since the last entry: each one's text, trimmed, and its first and last line.
  private var comments: [(text: String, first: Int, last: Int)] = []
  /// Each escape read into another text than it shows (`\(` reads `(`), as ``StringsReadNote``s.
  private(set) var notes: [StringsReadNote] = []
  /// The problems read past so far, which leave the file's structure readable: a duplicate key (the
  /// first entry is kept), an escape that cannot be read (U+FFFD stands for it).
  private var problems: [StringsReadError] = []

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  /// Every entry of the file, in file order.
  /// - Throws: ``StringsReadError``, the file's first problem, with every later one: each that leaves
  ///   the file readable is read past, and one that does not (a missing `;`, an unterminated string)
  ///   ends reading it, since what follows could be read another way than it was written.
  mutating func parseFile() throws(StringsReadError) -> [StringsEntry] {
    var entries: [StringsEntry] = []
    do {
      entries = try parseEntries()
    } catch {
      problems.append(error)
    }
    guard var first = problems.first else { return entries }
    first.later = Array(problems.dropFirst())
    throw first
  }

  private mutating func parseEntries() throws(StringsReadError) -> [StringsEntry] {
    var entries: [StringsEntry] = []
    var firstLines: [String: Int] = [:]
    // The line of the last entry's `;`: a comment that starts there belongs to that entry's line.
    var previousEnd = 0
    while true {
      comments = []
      try skipTrivia()
      guard let scalar = peek() else { return entries }
      let start = index
      let comment = attachedComment(line: line(at: start), after: previousEnd)
      guard scalar == "\"" else {
        throw error(.unexpectedCharacter(found: describe(scalar), expected: #"a quoted key such as "title""#))
      }
      let key = try parseString()
      try skipTrivia()
      guard let separator = peek(), separator != ";" else {
        throw error(.keyWithoutValue(key: key), at: start)
      }
      guard separator == "=" else { throw error(.missingEquals(key: key, found: describe(separator))) }
      advance()
      try skipTrivia()
      guard let quote = peek(), quote != ";" else { throw error(.keyWithoutValue(key: key), at: start) }
      guard quote == "\"" else {
        throw error(.unexpectedCharacter(found: describe(quote), expected: "the quoted value of \"\(key)\""))
      }
      let value = try parseString()
      let end = index
      try skipTrivia()
      guard peek() == ";" else { throw error(.missingSemicolon(key: key), at: end) }
      previousEnd = line(at: index)
      advance()
      if let firstLine = firstLines[key] {
        problems.append(error(.duplicateKey(key, firstLine: firstLine), at: start))
        continue
      }
      let line = line(at: start)
      firstLines[key] = line
      entries.append(
        StringsEntry(
          key: key, value: value, line: line, column: start - lineStarts[line - 1] + 1, comment: comment))
    }
  }

  // MARK: Strings

  /// Reads a quoted string whose opening quote is the current scalar.
  private mutating func parseString() throws(StringsReadError) -> String {
    let start = index
    advance()
    var text = String.UnicodeScalarView()
    while let scalar = peek() {
      switch scalar {
      case "\"":
        advance()
        return String(text)
      case "\\":
        do {
          text.append(try parseEscape(stringStart: start))
        } catch {
          guard error.reason != .unterminatedString else { throw error }
          // An escape that reads no character: the string goes on after it.
          problems.append(error)
          text.append("\u{FFFD}")
        }
      default:
        text.append(scalar)
        advance()
      }
    }
    throw error(.unterminatedString, at: start)
  }

  /// Reads an escape sequence whose backslash is the current scalar, as Foundation's property list
  /// reader does (`CFOldStylePList.c`, which Xcode, `plutil` and the app use): `\"`, `\'`, `\\`, `\n`,
  /// `\t`, `\r`; `\a`, `\b`, `\f`, `\v` (control characters); `\U` and one to four hex digits; `\` and
  /// one to three octal digits; a backslash before a line break is the line break, and before any other
  /// character that character (`\(` reads `(`). Each of the last four reads another text than it shows,
  /// and is noted. An octal escape above 177 (which Foundation reads in the NeXTSTEP encoding) and an
  /// unpaired surrogate are refused.
  private mutating func parseEscape(stringStart: Int) throws(StringsReadError) -> Unicode.Scalar {
    let start = index
    advance()
    guard let letter = peek() else { throw error(.unterminatedString, at: stringStart) }
    advance()
    switch letter {
    case "\"", "'", "\\": return letter
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "a", "b", "f", "v":
      let control: Unicode.Scalar = ["a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}"][letter]!
      note("'\\\(letter)' reads as the control character U+\(control.value.fourHexDigits)", at: start)
      return control
    case "\n", "\r":
      note("a backslash before a line break reads as the line break; remove the backslash", at: start)
      return letter
    case "0"..."7":
      var value = letter.value - 0x30
      var written = "\\" + String(letter)
      for _ in 0..<2 {
        guard let digit = peek(), ("0"..."7").contains(digit) else { break }
        value = value << 3 | (digit.value - 0x30)
        written.unicodeScalars.append(digit)
        advance()
      }
      guard value < 0o200, let scalar = Unicode.Scalar(value) else {
        throw error(.octalAboveASCII(written), at: start)
      }
      note(
        "the octal escape '\(written)' reads as \(describe(scalar)); write the character itself", at: start)
      return scalar
    case "U":
      let (unit, digits) = try parseHexDigits(escapeStart: start)
      if digits < 4 {
        note(
          "'\\U' with \(digits) hex digit\(digits == 1 ? "" : "s") reads as U+\(unit.fourHexDigits); write all four",
          at: start)
      }
      switch unit {
      case 0xD800...0xDBFF:
        let high = unit
        let lowStart = index
        guard peek() == "\\", scalars.indices.contains(index + 1), scalars[index + 1] == "U" else {
          throw error(.unpairedSurrogate("\\U" + high.fourHexDigits), at: start)
        }
        advance()
        advance()
        let (low, _) = try parseHexDigits(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
        else {
          throw error(.unpairedSurrogate("\\U" + high.fourHexDigits), at: start)
        }
        return scalar
      case 0xDC00...0xDFFF:
        throw error(.unpairedSurrogate("\\U" + unit.fourHexDigits), at: start)
      default:
        // Every value below 0xD800 or from 0xE000 to 0xFFFF is a scalar.
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
      }
    default:
      note(
        "'\\\(Character(letter))' reads as \(describe(letter)), as Apple reads an unknown escape; write "
          + "\(describe(letter)) alone, or '\\\\' for a backslash",
        at: start)
      return letter
    }
  }

  /// Notes an escape that reads another text than it shows, at the scalar at index `place`.
  private mutating func note(_ message: String, at place: Int) {
    let line = line(at: place)
    notes.append(StringsReadNote(line: line, column: place - lineStarts[line - 1] + 1, message: message))
  }

  /// Reads the one to four hex digits after `\U`, and how many there were.
  private mutating func parseHexDigits(escapeStart: Int) throws(StringsReadError) -> (UInt32, Int) {
    var value: UInt32 = 0
    var digits = 0
    while digits < 4, let digit = peek(), let number = hexValue(digit) {
      value = value << 4 | number
      digits += 1
      advance()
    }
    guard digits > 0 else {
      throw error(.invalidEscape("\\U" + (peek().map { String($0) } ?? "")), at: escapeStart)
    }
    return (value, digits)
  }

  private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 0x30
    case "a"..."f": scalar.value - 0x61 + 10
    case "A"..."F": scalar.value - 0x41 + 10
    default: nil
    }
  }

  // MARK: Trivia

  /// Skips whitespace, `/* */` comments and `//` comments.
  private mutating func skipTrivia() throws(StringsReadError) {
    while let scalar = peek() {
      switch scalar {
      case " ", "\t", "\n", "\r":
        advance()
      case "/" where next == "*":
        let start = index
        advance()
        advance()
        while peek() != nil, !(peek() == "*" && next == "/") { advance() }
        guard peek() != nil else { throw error(.unterminatedComment, at: start) }
        keepComment(start + 2..<index)
        advance()
        advance()
      case "/" where next == "/":
        let start = index
        while let character = peek(), character != "\n", character != "\r" { advance() }
        keepComment(start + 2..<index)
      default:
        return
      }
    }
  }

  /// Keeps the text of a comment, trimmed, with its lines.
  private mutating func keepComment(_ range: Range<Int>) {
    let trimmed = scalars[range].drop(while: \.properties.isWhitespace).reversed().drop(
      while: \.properties.isWhitespace)
    var text = String.UnicodeScalarView()
    text.append(contentsOf: trimmed.reversed())
    comments.append(
      (String(text), line(at: range.lowerBound), line(at: max(range.lowerBound, range.upperBound - 1))))
  }

  /// The comments that end on the line before a key's `line` and on each line before them, without a
  /// blank line between: what Xcode writes above an entry, not a file's header nor a comment after the
  /// previous entry on its line `previousEnd`.
  private func attachedComment(line: Int, after previousEnd: Int) -> String? {
    var expected = line - 1
    var texts: [String] = []
    for comment in comments.reversed() {
      guard comment.first != previousEnd, comment.last >= expected else { break }
      if !comment.text.isEmpty { texts.append(comment.text) }
      expected = comment.first - 1
    }
    return texts.isEmpty ? nil : texts.reversed().joined(separator: "\n")
  }

  // MARK: Helpers

  private func peek() -> Unicode.Scalar? {
    index < scalars.count ? scalars[index] : nil
  }

  private var next: Unicode.Scalar? {
    index + 1 < scalars.count ? scalars[index + 1] : nil
  }

  private mutating func advance() {
    guard let scalar = peek() else { return }
    index += 1
    if scalar == "\n" || (scalar == "\r" && peek() != "\n") { lineStarts.append(index) }
  }

  /// A scalar as an error names it: quoted when it shows, by its code point when it does not (a control
  /// character, a space, or a format character such as a second byte order mark, U+FEFF).
  private func describe(_ scalar: Unicode.Scalar) -> String {
    let invisible: Set<Unicode.GeneralCategory> = [.format, .control, .unassigned, .privateUse, .surrogate]
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
      || invisible.contains(scalar.properties.generalCategory)
    {
      return "U+" + scalar.value.fourHexDigits
    }
    return "'\(Character(scalar))'"
  }

  /// An error at the scalar at index `place`, the current one by default, with its 1-based line and
  /// column (counted in Unicode scalars).
  private func error(_ reason: StringsReadError.Reason, at place: Int? = nil) -> StringsReadError {
    let place = place ?? index
    let line = line(at: place)
    return StringsReadError(reason, line: line, column: place - lineStarts[line - 1] + 1)
  }

  /// The 1-based line of the scalar at index `place`, which has been read.
  private func line(at place: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= place { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// An error just after the last of `scalars`, for a file whose decoding stopped there.
  static func error(_ reason: StringsReadError.Reason, after scalars: [Unicode.Scalar]) -> StringsReadError {
    var parser = StringsParser(scalars)
    while parser.peek() != nil { parser.advance() }
    return parser.error(reason)
  }
}
