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
public struct SwiftLiteralLocator: Sendable {
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

  /// A literal as the index keeps it: the file of its locale it is in, the name before it, its line.
  private struct Written: Sendable {
    let file: Int
    let key: String?
    let line: Int
  }

  /// The literals of one locale's files.
  private struct LocaleIndex: Sendable {
    /// The files, in path order.
    let paths: [String]
    /// Each text's literals, in path and line order.
    let written: [LiteralText: [Written]]
    /// The literals of the texts written more than once, with their names, in path and line order.
    let repeated: [SwiftLiteralPlaces.Found]
  }

  private let localeFiles: [LocaleIdentifier: String]
  /// The text of each indexed file, by its path: what an editor of the literals starts from.
  public let sources: [String: String]
  /// The literals of each locale's files.
  private let indexes: [LocaleIdentifier: LocaleIndex]

  /// Indexes the sources.
  /// - Parameter files: the text of each Swift file, by its path, such as `Defaults/Labels+Russian.swift`.
  public init(files: [String: String]) {
    sources = files
    let sorted = files.sorted { $0.key < $1.key }.map { file in
      let bytes = Array(file.value.utf8)
      return (path: file.key, bytes: bytes, lexemes: SwiftTokenizer.lexemes(of: bytes))
    }
    var declarations: [String: String] = [:]
    var sections: [String: [String]] = [:]
    var pairs: [(LocaleIdentifier, String)] = []
    for file in sorted {
      let tokens = file.lexemes.map(\.token)
      var tag: String?
      func token(_ index: Int) -> SwiftToken? { index < tokens.count ? tokens[index] : nil }
      for index in tokens.indices {
        switch (tokens[index], token(index + 1), token(index + 2), token(index + 3)) {
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
    self.localeFiles = localeFiles
    indexes = localePaths.mapValues { paths in
      Self.index(sorted.filter { paths.contains($0.path) }.map { ($0.path, $0.bytes, $0.lexemes) })
    }
  }

  /// The file that declares a locale's labels, when the catalog names it.
  public func file(for locale: LocaleIdentifier) -> String? {
    localeFiles[locale]
  }

  /// Every file that holds a locale's labels: the one that declares them and those of its sections,
  /// in path order; none when the catalog does not name the locale.
  public func files(of locale: LocaleIdentifier) -> [String] {
    indexes[locale]?.paths ?? []
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
  public func location(of text: String, key: String?, in locale: LocaleIdentifier) -> FileLocation? {
    guard let path = localeFiles[locale] else { return nil }
    guard let index = indexes[locale], let written = index.written[LiteralText(text)], let first = written.first
    else { return FileLocation(file: path) }
    let found = key.flatMap { key in written.first { $0.key == key } } ?? first
    return FileLocation(file: index.paths[found.file], line: found.line)
  }

  /// Where a finding about the defaults is written, as ``SwiftFindingLocator/location(of:)`` tells
  /// without the Swift names of renamed labels; `nil` when the finding is about no locale or its file is
  /// unknown.
  /// - Parameters:
  ///   - finding: a finding of lint on `documents`.
  ///   - documents: the defaults the finding is about, encoded.
  public func location(of finding: Finding, in documents: LocalizedDocuments) -> FileLocation? {
    SwiftFindingLocator(self, documents: documents, paths: nil, locales: finding.locale.map { [$0] } ?? [])
      .location(of: finding)
  }

  /// The literals of a locale's files by text; those of a text written more than once with their names.
  private static func index(_ files: [(path: String, bytes: [UInt8], lexemes: [SwiftLexeme])]) -> LocaleIndex {
    var written: [LiteralText: [Written]] = [:]
    for (number, file) in files.enumerated() {
      scan(file.bytes, file.lexemes) { key, text, line, _, _ in
        written[LiteralText(text), default: []].append(Written(file: number, key: key, line: line))
      }
    }
    var texts: Set<LiteralText> = []
    for (text, literals) in written where literals.count > 1 { texts.insert(text) }
    var repeated: [SwiftLiteralPlaces.Found] = []
    if !texts.isEmpty {
      for file in files {
        scan(file.bytes, file.lexemes, naming: { texts.contains(LiteralText($0)) }) { key, text, line, range, names in
          if let names {
            repeated.append((file.path, Literal(key: key, names: names, text: text, line: line, range: range)))
          }
        }
      }
    }
    return LocaleIndex(paths: files.map(\.path), written: written, repeated: repeated)
  }

  /// The one-line string literals of a Swift file without interpolations, in order, each with the name
  /// of `name:` before it (backticks removed), the names it is written in, its line and its byte range.
  static func literals(in text: String) -> [Literal] {
    let bytes = Array(text.utf8)
    return literals(in: bytes, lexemes: SwiftTokenizer.lexemes(of: bytes))
  }

  private static func literals(in bytes: [UInt8], lexemes: [SwiftLexeme]) -> [Literal] {
    var found: [Literal] = []
    scan(bytes, lexemes, naming: { _ in true }) { key, text, line, range, names in
      found.append(Literal(key: key, names: names ?? [], text: text, line: line, range: range))
    }
    return found
  }

  /// Calls `body` with each one-line literal without interpolations of a file, in order: the name of
  /// `name:` before it, its text, line and byte range, and, when `naming` holds for its text, the names it
  /// is written in. Without `naming`, no names are followed.
  private static func scan(
    _ bytes: [UInt8], _ lexemes: [SwiftLexeme], naming: ((String) -> Bool)? = nil,
    _ body: (_ key: String?, _ text: String, _ line: Int, _ range: Range<Int>, _ names: [String]?) -> Void
  ) {
    var line = 1
    var counted = 0
    // Each open bracket with the name it was opened after, and the name written last inside it.
    var enclosing: [(name: String?, current: String?)] = [(nil, nil)]
    for (index, lexeme) in lexemes.enumerated() {
      if naming != nil {
        let beforeColon = index + 1 < lexemes.count && lexemes[index + 1].token == .punctuation(colon)
        switch lexeme.token {
        case .identifier(let name) where beforeColon:
          enclosing[enclosing.count - 1].current = name
        case .punctuation(comma):
          enclosing[enclosing.count - 1].current = nil
        case .punctuation(let byte) where opening.contains(byte):
          enclosing.append((enclosing[enclosing.count - 1].current, nil))
        case .punctuation(let byte) where closing.contains(byte) && enclosing.count > 1:
          enclosing.removeLast()
        default:
          break
        }
      }
      guard case .string(let text?) = lexeme.token,
        !bytes[lexeme.range].contains(newline)
      else { continue }
      line += bytes[counted..<lexeme.range.lowerBound].count { $0 == newline }
      counted = lexeme.range.lowerBound
      var key: String?
      if index >= 2, lexemes[index - 1].token == .punctuation(colon),
        case .identifier(let name) = lexemes[index - 2].token
      {
        key = name
      }
      let names =
        naming?(text) == true
        ? enclosing.compactMap(\.name) + (enclosing[enclosing.count - 1].current.map { [$0] } ?? []) : nil
      body(key, text, line, lexeme.range, names)
    }
  }
}

private let newline = UInt8(ascii: "\n")
private let colon = UInt8(ascii: ":")
private let dot = UInt8(ascii: ".")
private let closingParenthesis = UInt8(ascii: ")")
private let comma = UInt8(ascii: ",")
private let opening: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
private let closing: Set<UInt8> = [closingParenthesis, UInt8(ascii: "]"), UInt8(ascii: "}")]

/// A literal's text as the index looks it up: hashed and compared by its UTF-8 bytes, which is what a
/// literal and the value compiled from it share, so no look-up normalizes Unicode.
private struct LiteralText: Hashable {
  let text: String
  private let hash: UInt64

  init(_ text: String) {
    self.text = text
    // FNV-1a over the bytes.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    self.hash = hash
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }
}
