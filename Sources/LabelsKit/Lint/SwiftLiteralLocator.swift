import LabelsCore

/// Finds where a label's text is written in the Swift sources of the defaults, so that a finding about
/// the current defaults points editors at the line to change.
///
/// Each locale's files are found as the catalog pairs them: `LocaleLabels(locale: "ru", labels: .russian)`
/// names `russian` (or `` `is` ``, a keyword in backticks); the file holding `static let russian` is the
/// Russian file, and with it every file that declares a section's `static var russian` (the layout of
/// docs/large-catalogs.md). In those files the line is the first of a one-line string literal of the
/// text written after `key:` (on its line or, for a long argument, the line before), or else the first
/// of a literal of the text at all. The sources are read with the engine's one Swift lexer
/// (``SwiftTokenizer``), so comments and the insides of other literals are never mistaken for code, and
/// a literal is compared by its text, however it is escaped.
///
/// The sources are read once, into an index of the string literals of each locale's files by their
/// text, so that locating every finding of a large catalog costs one look-up, not a scan of the files.
/// Only the literals of a text written more than once in a locale's files keep the names they are
/// written in, which tell apart two labels whose texts read alike (``SwiftFindingLocator``).
package struct SwiftLiteralLocator: Sendable {
  /// A one-line string literal of a file: its text, the name before it, the names it is written in,
  /// its 1-based line and its bytes.
  struct Literal: Equatable, Sendable {
    let key: String?
    /// The argument labels, member names and `case` names it is written in, outermost first, ending
    /// with the one it is written after: `count: .ru(many: "…")` gives `["count", "many"]`, the format of
    /// `stats: PluralText("…") { … }` gives `["stats"]`, and a form in its `case .posts: .en(one: "…")`
    /// gives `["stats", "posts", "one"]`.
    let names: [String]
    let text: String
    let line: Int
    let range: Range<Int>
  }

  /// A literal as the index keeps it: the file of its locale it is in, the name before it, its line,
  /// and the next literal of its text, if any.
  struct Written: Sendable {
    let file: Int
    let key: String?
    let line: Int
    var next: Int?
  }

  /// A bracket of a file: the name it was opened after and the bracket it is written in (the file itself
  /// is bracket 0).
  private struct Bracket {
    let name: String?
    let parent: Int
  }

  /// Where a literal is written: the bracket it is in and the name written last before it inside that
  /// bracket; its names, with the file's brackets.
  private struct Scope {
    let bracket: Int
    let current: String?

    /// The names, outermost first.
    func names(in brackets: [Bracket]) -> [String] {
      var names: [String] = []
      var bracket = self.bracket
      while bracket > 0 {
        if let name = brackets[bracket].name { names.append(name) }
        bracket = brackets[bracket].parent
      }
      names.reverse()
      if let current { names.append(current) }
      return names
    }
  }

  /// The literals of one locale's files.
  struct LocaleIndex: Sendable {
    /// The file that declares the locale's labels.
    let file: String
    /// The files, in path order.
    let paths: [String]
    /// The literals, in path and line order.
    let written: [Written]
    /// The first and the last literal of each text in `written`.
    fileprivate let texts: [LiteralText: (first: Int, last: Int)]
    /// The literals of the texts written more than once, with their names, in path and line order.
    let repeated: [SwiftLiteralPlaces.Found]
  }

  /// The text of each indexed file, by its path: what an editor of the literals starts from.
  package let sources: [String: String]
  /// The literals of each locale's files.
  private let indexes: [LocaleIdentifier: LocaleIndex]

  /// Indexes the sources.
  /// - Parameter files: the text of each Swift file, by its path, such as `Defaults/Labels+Russian.swift`.
  package init(files: [String: String]) {
    sources = files
    let sorted = files.sorted { $0.key < $1.key }.map { file in
      let bytes = Array(file.value.utf8)
      return (path: file.key, bytes: bytes, lexemes: SwiftTokenizer.lexemes(of: bytes))
    }
    var declarations: [String: String] = [:]
    var sections: [String: [String]] = [:]
    var pairs: [(LocaleIdentifier, String)] = []
    for file in sorted {
      // The lexemes' tokens are read in place, not copied into an array of their own.
      let lexemes = file.lexemes
      var tag: String?
      func token(_ index: Int) -> SwiftToken? { index < lexemes.count ? lexemes[index].token : nil }
      for index in lexemes.indices {
        // Only these tokens start what is looked for: the rest is skipped before the next three are read.
        switch lexemes[index].token {
        case .identifier("static"), .identifier("locale"), .identifier("labels"),
          .punctuation(closingParenthesis):
          break
        default:
          continue
        }
        switch (lexemes[index].token, token(index + 1), token(index + 2), token(index + 3)) {
        case (.identifier("static"), .identifier("let")?, .identifier(let name)?, _):
          if declarations[name] == nil { declarations[name] = file.path }
        case (.identifier("static"), .identifier("var")?, .identifier(let name)?, _):
          if sections[name]?.last != file.path { sections[name, default: []].append(file.path) }
        case (.identifier("locale"), .punctuation(colon)?, .string(let value?)?, _):
          tag = value
        case (.identifier("labels"), .punctuation(colon)?, .punctuation(dot)?, .identifier(let name)?):
          if let value = tag, let locale = try? LocaleIdentifier(value) { pairs.append((locale, name)) }
          tag = nil
        case (.punctuation(closingParenthesis), _, _, _):
          tag = nil
        default:
          break
        }
      }
    }
    var localeFiles: [LocaleIdentifier: String] = [:]
    var localePaths: [LocaleIdentifier: Set<String>] = [:]
    for (locale, name) in pairs where localeFiles[locale] == nil {
      guard let path = declarations[name] else { continue }
      localeFiles[locale] = path
      localePaths[locale] = Set([path] + (sections[name] ?? []))
    }
    indexes = localeFiles.reduce(into: [:]) { indexes, locale in
      let paths = localePaths[locale.key] ?? []
      indexes[locale.key] = Self.index(
        locale.value, sorted.filter { paths.contains($0.path) }.map { ($0.path, $0.bytes, $0.lexemes) })
    }
  }

  /// The file that declares a locale's labels, when the catalog names it.
  package func file(for locale: LocaleIdentifier) -> String? {
    indexes[locale]?.file
  }

  /// Every file that holds a locale's labels: the one that declares them and those of its sections,
  /// in path order; none when the catalog does not name the locale.
  package func files(of locale: LocaleIdentifier) -> [String] {
    indexes[locale]?.paths ?? []
  }

  /// The literals of a locale's files, when the catalog names the locale.
  func index(of locale: LocaleIdentifier) -> LocaleIndex? {
    indexes[locale]
  }

  /// Every literal, with the names it is written in, of a text that a locale's files write more than
  /// once, in path and line order.
  func repeatedLiterals(of locale: LocaleIdentifier) -> [SwiftLiteralPlaces.Found] {
    indexes[locale]?.repeated ?? []
  }

  /// Where a string value of a locale is written: its locale's file and the line of `key: "text"` or
  /// of `"text"`; `nil` when the locale's file is unknown.
  /// - Parameters:
  ///   - text: the value.
  ///   - key: the member that holds it, or `nil` for an array element.
  ///   - locale: the locale whose labels hold it.
  package func location(of text: String, key: String?, in locale: LocaleIdentifier) -> FileLocation? {
    literal(of: text, key: key, in: locale).location
  }

  /// ``location(of:key:in:)``, and whether the locale's files write `text` more than once.
  func literal(of text: String, key: String?, in locale: LocaleIdentifier)
    -> (location: FileLocation?, isRepeated: Bool)
  {
    guard let index = indexes[locale] else { return (nil, false) }
    let found = Self.literal(of: text, key: key, in: index)
    return (found.location, found.isRepeated)
  }

  /// ``literal(of:key:in:)`` in a locale's literals, already found.
  static func literal(of text: String, key: String?, in index: LocaleIndex)
    -> (location: FileLocation, isRepeated: Bool)
  {
    guard let ends = index.texts[LiteralText(text)] else { return (FileLocation(file: index.file), false) }
    var found = index.written[ends.first]
    if let key {
      var next: Int? = ends.first
      while let current = next, index.written[current].key != key { next = index.written[current].next }
      if let current = next { found = index.written[current] }
    }
    return (FileLocation(file: index.paths[found.file], line: found.line), ends.first != ends.last)
  }

  /// Where a finding about the defaults is written, as ``SwiftFindingLocator/location(of:)`` tells
  /// without the Swift names of renamed labels; `nil` when the finding is about no locale or its file is
  /// unknown.
  /// - Parameters:
  ///   - finding: a finding of lint on `documents`.
  ///   - documents: the defaults the finding is about, encoded.
  package func location(of finding: Finding, in documents: LocalizedDocuments) -> FileLocation? {
    SwiftFindingLocator(self, documents: documents, paths: nil, locales: finding.locale.map { [$0] } ?? [])
      .location(of: finding)
  }

  /// The literals of a locale's files by text; those of a text written more than once with their names.
  private static func index(_ file: String, _ files: [(path: String, bytes: [UInt8], lexemes: [SwiftLexeme])])
    -> LocaleIndex
  {
    var written: [Written] = []
    var texts: [LiteralText: (first: Int, last: Int)] = [:]
    // Each literal's place, text and scope, and each file's brackets, to name the repeated ones.
    var places: [(range: Range<Int>, text: String, scope: Scope)] = []
    var brackets: [[Bracket]] = []
    // Room for every literal at once: a string token is at most one.
    let capacity = files.reduce(0) { count, file in
      count + file.lexemes.count { if case .string = $0.token { true } else { false } }
    }
    written.reserveCapacity(capacity)
    texts.reserveCapacity(capacity)
    places.reserveCapacity(capacity)
    for (number, file) in files.enumerated() {
      let visit = { (key: String?, text: String, line: Int, range: Range<Int>, scope: Scope) in
        let current = written.count
        written.append(Written(file: number, key: key, line: line))
        places.append((range, text, scope))
        // One look-up: the text's last literal so far becomes this one.
        let previous = Self.replaceLast(
          of: &texts[LiteralText(text), default: (current, current)], with: current)
        if previous != current { written[previous].next = current }
      }
      brackets.append(scan(file.bytes, file.lexemes, visit: visit))
    }
    var isRepeated = [Bool](repeating: false, count: written.count)
    for ends in texts.values where ends.first != ends.last {
      var next: Int? = ends.first
      while let current = next {
        isRepeated[current] = true
        next = written[current].next
      }
    }
    var repeated: [SwiftLiteralPlaces.Found] = []
    for (index, literal) in written.enumerated() where isRepeated[index] {
      let place = places[index]
      let names = place.scope.names(in: brackets[literal.file])
      repeated.append(
        (
          files[literal.file].path,
          Literal(key: literal.key, names: names, text: place.text, line: literal.line, range: place.range)
        ))
    }
    return LocaleIndex(
      file: file, paths: files.map(\.path), written: written, texts: texts, repeated: repeated)
  }

  /// Makes `last` the last literal of a text, returning the one before.
  private static func replaceLast(of ends: inout (first: Int, last: Int), with last: Int) -> Int {
    defer { ends.last = last }
    return ends.last
  }

  /// The one-line string literals of a Swift file without interpolations, in order, each with the name
  /// of `name:` before it (backticks removed), the names it is written in, its line and its byte range.
  static func literals(in text: String) -> [Literal] {
    let bytes = Array(text.utf8)
    return literals(in: bytes, lexemes: SwiftTokenizer.lexemes(of: bytes))
  }

  private static func literals(in bytes: [UInt8], lexemes: [SwiftLexeme]) -> [Literal] {
    var found: [(literal: Literal, scope: Scope)] = []
    let visit = { (key: String?, text: String, line: Int, range: Range<Int>, scope: Scope) in
      found.append((Literal(key: key, names: [], text: text, line: line, range: range), scope))
    }
    let brackets = scan(bytes, lexemes, visit: visit)
    return found.map {
      Literal(
        key: $0.literal.key, names: $0.scope.names(in: brackets), text: $0.literal.text,
        line: $0.literal.line,
        range: $0.literal.range)
    }
  }

  /// Calls `visit` with each one-line literal without interpolations of a file, in order: the name of
  /// `name:` before it, its text, line, byte range and scope; returns the file's brackets, which name
  /// the scopes.
  private static func scan(
    _ bytes: [UInt8], _ lexemes: [SwiftLexeme],
    visit: (_ key: String?, _ text: String, _ line: Int, _ range: Range<Int>, _ scope: Scope) -> Void
  ) -> [Bracket] {
    var line = 1
    var counted = 0
    var brackets = [Bracket(name: nil, parent: 0)]
    // Each open bracket, and the name written last inside it.
    var enclosing: [(bracket: Int, current: String?)] = [(0, nil)]
    for index in lexemes.indices {
      switch lexemes[index].token {
      case .identifier(let name):
        if index + 1 < lexemes.count, case .punctuation(colon) = lexemes[index + 1].token {
          enclosing[enclosing.count - 1].current = name
        }
        continue
      case .punctuation(comma):
        enclosing[enclosing.count - 1].current = nil
        continue
      case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
        let open = enclosing[enclosing.count - 1]
        brackets.append(Bracket(name: open.current, parent: open.bracket))
        enclosing.append((brackets.count - 1, nil))
        continue
      case .punctuation(closingParenthesis), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
        if enclosing.count > 1 { enclosing.removeLast() }
        continue
      case .string(let text?) where !isMultiline(lexemes[index].range, in: bytes):
        let range = lexemes[index].range
        line += SwiftTokenizer.newlines(in: bytes, counted..<range.lowerBound)
        counted = range.lowerBound
        var key: String?
        if index >= 2, case .punctuation(colon) = lexemes[index - 1].token,
          case .identifier(let name) = lexemes[index - 2].token
        {
          key = name
        }
        let open = enclosing[enclosing.count - 1]
        visit(key, text, line, range, Scope(bracket: open.bracket, current: open.current))
      default:
        continue
      }
    }
    return brackets
  }

  /// Whether the string literal at `range`, whose text the tokenizer read, spans lines: only one that opens
  /// with `"""` after its `#`s can, since a literal of one quote has no text when its line ends first.
  private static func isMultiline(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
    var start = range.lowerBound
    while start < range.upperBound, bytes[start] == UInt8(ascii: "#") { start += 1 }
    guard start + 2 < range.upperBound, bytes[start] == quote, bytes[start + 1] == quote,
      bytes[start + 2] == quote
    else { return false }
    return bytes[range].contains(newline)
  }
}

private let newline = UInt8(ascii: "\n")
private let colon = UInt8(ascii: ":")
private let dot = UInt8(ascii: ".")
private let closingParenthesis = UInt8(ascii: ")")
private let comma = UInt8(ascii: ",")
private let quote = UInt8(ascii: "\"")

/// A literal's text as the index looks it up: hashed and compared by its UTF-8 bytes, which is what a
/// literal and the value compiled from it share, so no look-up normalizes Unicode.
private struct LiteralText: Hashable {
  let text: String
  private let hash: UInt64

  init(_ text: String) {
    self.text = text
    var text = text
    hash = text.withUTF8(Self.hash)
  }

  /// FNV-1a over the bytes taken eight at a time, then over the last few one by one: a multiply per word,
  /// not per byte. Texts that hash alike are still told apart by their bytes; the dictionary's own hasher
  /// spreads the result.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var index = 0
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0x100_0000_01b3
        index += 8
      }
    }
    while index < bytes.count {
      hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
      index += 1
    }
    return hash
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.text == rhs.text
  }
}
