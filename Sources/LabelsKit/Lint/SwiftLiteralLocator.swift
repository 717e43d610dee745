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
/// The sources are read once, into an index of the string literals of each file, so that locating every
/// finding of a large catalog costs one look-up per file of its locale, not a scan of the file.
public struct SwiftLiteralLocator: Sendable {
  /// A literal's text with the argument label or member name written before it: `key: "text"`.
  private struct KeyedLiteral: Hashable, Sendable {
    let key: String
    let text: String
  }

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

  /// The first line of each literal in one file, 1-based.
  private struct FileIndex: Sendable {
    let path: String
    var keyed: [KeyedLiteral: Int] = [:]
    var literals: [String: Int] = [:]
  }

  private let localeFiles: [LocaleIdentifier: String]
  /// The text of each indexed file, by its path: what an editor of the literals starts from.
  public let sources: [String: String]
  /// The indexed files of each locale, in path order.
  private let searched: [LocaleIdentifier: [FileIndex]]

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
    let wanted = localePaths.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    let indexes = sorted.filter { wanted.contains($0.path) }.map {
      Self.index($0.path, Self.literals(in: $0.bytes, lexemes: $0.lexemes))
    }
    self.localeFiles = localeFiles
    searched = localePaths.mapValues { paths in indexes.filter { paths.contains($0.path) } }
  }

  /// The file that declares a locale's labels, when the catalog names it.
  public func file(for locale: LocaleIdentifier) -> String? {
    localeFiles[locale]
  }

  /// Every file that holds a locale's labels: the one that declares them and those of its sections,
  /// in path order; none when the catalog does not name the locale.
  public func files(of locale: LocaleIdentifier) -> [String] {
    (searched[locale] ?? []).map(\.path)
  }

  /// Where a string value of a locale is written: its locale's file and the line of `key: "text"` or
  /// of `"text"`; `nil` when the locale's file is unknown.
  /// - Parameters:
  ///   - text: the value.
  ///   - key: the member that holds it, or `nil` for an array element.
  ///   - locale: the locale whose labels hold it.
  public func location(of text: String, key: String?, in locale: LocaleIdentifier) -> FileLocation? {
    guard let path = localeFiles[locale] else { return nil }
    let files = searched[locale] ?? []
    if let key {
      let keyed = KeyedLiteral(key: key, text: text)
      for file in files {
        if let line = file.keyed[keyed] { return FileLocation(file: file.path, line: line) }
      }
    }
    for file in files {
      if let line = file.literals[text] { return FileLocation(file: file.path, line: line) }
    }
    return FileLocation(file: path)
  }

  /// Where a finding about the defaults is written: for a string, the line of its literal in its
  /// locale's file; for a plural label as a whole, the line of its `other` form; inside a label of
  /// several counts, the line of the variable's `other` form or of the format; else that file; `nil`
  /// when the finding is about no locale or its file is unknown.
  /// - Parameters:
  ///   - finding: a finding of lint on `documents`.
  ///   - documents: the defaults the finding is about, encoded.
  public func location(of finding: Finding, in documents: LocalizedDocuments) -> FileLocation? {
    guard let locale = finding.locale, let path = localeFiles[locale] else { return nil }
    let document = documents.documents[locale]
    if case .text(let text) = document.flatMap(finding.path.value(in:))?.labelNode {
      // An array element, and the format of `PluralText("…")`, have no name before their literal.
      let key = finding.path.tokens.last.flatMap {
        $0.allSatisfy(\.isNumber) || $0 == PluralTextLabel.formatMarker ? nil : $0
      }
      return location(of: text, key: key, in: locale)
    }
    if let document, let place = pluralTextLocation(of: finding.path, in: document, locale: locale) {
      return place
    }
    // A finding about a plural's forms as a whole points at `/…/@plural`, inside the plural label.
    if finding.path.tokens.last == PluralLabel.marker, let label = finding.path.parent,
      case .plural(let plural) = document.flatMap(label.value(in:))?.labelNode,
      let other = plural.forms[.other]
    {
      return location(of: other, key: PluralCategory.other.rawValue, in: locale)
    }
    return FileLocation(file: path)
  }

  /// Where a finding inside a label of several counts is written, when it is about no one text: about a
  /// variable's forms as a whole (`/…/@plurals/posts`), the line of that variable's `other` form; about
  /// anything else of the label, the line of its format. `nil` when `path` is in no such label.
  private func pluralTextLocation(of path: JSONPointer, in document: JSONValue, locale: LocaleIdentifier)
    -> FileLocation?
  {
    guard
      let label = path.selfAndAncestors.first(where: {
        if case .pluralText = $0.value(in: document)?.labelNode { true } else { false }
      }), case .pluralText(let pluralText) = label.value(in: document)?.labelNode
    else { return nil }
    let inside = path.tokens.dropFirst(label.tokens.count)
    if inside.first == PluralTextLabel.variablesMarker, inside.count >= 2,
      let other = pluralText.plurals[inside[inside.startIndex + 1]]?.forms[.other]
    {
      return location(of: other, key: PluralCategory.other.rawValue, in: locale)
    }
    guard let format = pluralText.formatText else { return nil }
    return location(of: format, key: nil, in: locale)
  }

  /// The first line of every literal of a file, alone and with the name before it.
  private static func index(_ path: String, _ literals: [Literal]) -> FileIndex {
    var index = FileIndex(path: path)
    for literal in literals {
      if index.literals[literal.text] == nil { index.literals[literal.text] = literal.line }
      if let key = literal.key {
        let keyed = KeyedLiteral(key: key, text: literal.text)
        if index.keyed[keyed] == nil { index.keyed[keyed] = literal.line }
      }
    }
    return index
  }

  /// The one-line string literals of a Swift file without interpolations, in order, each with the name
  /// of `name:` before it (backticks removed), the names it is written in, its line and its byte range.
  static func literals(in text: String) -> [Literal] {
    let bytes = Array(text.utf8)
    return literals(in: bytes, lexemes: SwiftTokenizer.lexemes(of: bytes))
  }

  private static func literals(in bytes: [UInt8], lexemes: [SwiftLexeme]) -> [Literal] {
    var found: [Literal] = []
    var line = 1
    var counted = 0
    // Each open bracket with the name it was opened after, and the name written last inside it.
    var enclosing: [(name: String?, current: String?)] = [(nil, nil)]
    for (index, lexeme) in lexemes.enumerated() {
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
      let names = enclosing.compactMap(\.name) + (enclosing[enclosing.count - 1].current.map { [$0] } ?? [])
      found.append(Literal(key: key, names: names, text: text, line: line, range: lexeme.range))
    }
    return found
  }
}

private let newline = UInt8(ascii: "\n")
private let colon = UInt8(ascii: ":")
private let dot = UInt8(ascii: ".")
private let closingParenthesis = UInt8(ascii: ")")
private let comma = UInt8(ascii: ",")
private let opening: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
private let closing: Set<UInt8> = [closingParenthesis, UInt8(ascii: "]"), UInt8(ascii: "}")]
