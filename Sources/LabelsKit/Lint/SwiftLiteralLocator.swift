import LabelsCore

/// Finds where a label's text is written in the Swift sources of the defaults, so that a finding about
/// the current defaults points editors at the line to change.
///
/// Each locale's files are found as the catalog pairs them: `LocaleLabels(locale: "ru", labels: .russian)`
/// names `russian` (or `` `is` ``, a keyword in backticks); the file holding `static let russian` is the
/// Russian file, and with it every file that declares a section's `static var russian` (the layout of
/// docs/large-catalogs.md). In those files the line is the first that holds `key: "text"`, the text
/// written as Swift writes a string literal, or else the first that holds the literal alone (a long
/// argument may be wrapped onto its own line).
///
/// The sources are read once, into an index of the string literals on each line, so that locating every
/// finding of a large catalog costs one look-up per file of its locale, not a scan of the file.
public struct SwiftLiteralLocator: Sendable {
  /// A literal with the argument label or member name written before it: `key: "text"`.
  private struct KeyedLiteral: Hashable, Sendable {
    let key: String
    let literal: String
  }

  /// The first line of each literal in one file, 1-based.
  private struct FileIndex: Sendable {
    let path: String
    var keyed: [KeyedLiteral: Int] = [:]
    var literals: [String: Int] = [:]
  }

  private let localeFiles: [LocaleIdentifier: String]
  /// The indexed files of each locale, in path order.
  private let searched: [LocaleIdentifier: [FileIndex]]

  /// Indexes the sources.
  /// - Parameter files: the text of each Swift file, by its path, such as `Defaults/Labels+Russian.swift`.
  public init(files: [String: String]) {
    let sorted = files.sorted { $0.key < $1.key }.map { file in
      (
        path: file.key,
        lines: Array(file.value.utf8).split(separator: newline, omittingEmptySubsequences: false)
      )
    }
    var declarations: [String: String] = [:]
    var sections: [String: [String]] = [:]
    var pairs: [(LocaleIdentifier, String)] = []
    for file in sorted {
      for line in file.lines {
        if let name = Self.identifier(after: Self.staticLet, in: line), declarations[name] == nil {
          declarations[name] = file.path
        }
        if let name = Self.identifier(after: Self.staticVar, in: line), sections[name]?.last != file.path {
          sections[name, default: []].append(file.path)
        }
        if let tag = Self.quoted(after: Self.localeArgument, in: line),
          let locale = try? LocaleIdentifier(tag),
          let name = Self.identifier(after: Self.labelsArgument, in: line)
        {
          pairs.append((locale, name))
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
    let indexes = sorted.filter { wanted.contains($0.path) }.map { Self.index($0.path, $0.lines) }
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
    let literal = SwiftStringLiteral.text(text)
    if let key {
      let keyed = KeyedLiteral(key: key, literal: literal)
      for file in files {
        if let line = file.keyed[keyed] { return FileLocation(file: file.path, line: line) }
      }
    }
    for file in files {
      if let line = file.literals[literal] { return FileLocation(file: file.path, line: line) }
    }
    return FileLocation(file: path)
  }

  /// Where a finding about the defaults is written: for a string, the line of its literal in its
  /// locale's file; for a plural label as a whole, the line of its `other` form; else that file; `nil`
  /// when the finding is about no locale or its file is unknown.
  /// - Parameters:
  ///   - finding: a finding of lint on `documents`.
  ///   - documents: the defaults the finding is about, encoded.
  public func location(of finding: Finding, in documents: LocalizedDocuments) -> FileLocation? {
    guard let locale = finding.locale, let path = localeFiles[locale] else { return nil }
    let document = documents.documents[locale]
    if case .text(let text) = document.flatMap(finding.path.value(in:))?.labelNode {
      // An array element has no name before its literal.
      let key = finding.path.tokens.last.flatMap { $0.allSatisfy(\.isNumber) ? nil : $0 }
      return location(of: text, key: key, in: locale)
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

  /// The first line of every one-line string literal in a file, alone and with the name before it.
  private static func index(_ path: String, _ lines: [ArraySlice<UInt8>]) -> FileIndex {
    var index = FileIndex(path: path)
    for (number, line) in zip(1..., lines) {
      for (key, literal, _) in literals(in: line) {
        if index.literals[literal] == nil { index.literals[literal] = number }
        if let key {
          let keyed = KeyedLiteral(key: key, literal: literal)
          if index.keyed[keyed] == nil { index.keyed[keyed] = number }
        }
      }
    }
    return index
  }

  /// The string literals that open and close on a line, quotes included, each with the identifier
  /// before it when it follows `identifier:` (backticks removed) and its byte range in the line's
  /// indices. A comment ends the line; a multi-line literal's delimiter ends what is read of it.
  static func literals(in line: ArraySlice<UInt8>) -> [(key: String?, literal: String, range: Range<Int>)] {
    var found: [(key: String?, literal: String, range: Range<Int>)] = []
    var position = line.startIndex
    while position < line.endIndex {
      switch line[position] {
      case slash where position + 1 < line.endIndex && line[position + 1] == slash:
        return found
      case quote:
        if position + 2 < line.endIndex, line[position + 1] == quote, line[position + 2] == quote {
          return found
        }
        var end = position + 1
        while end < line.endIndex, line[end] != quote {
          end += line[end] == backslash ? 2 : 1
        }
        guard end < line.endIndex else { return found }
        let literal = String(decoding: line[position...end], as: UTF8.self)
        found.append((key(before: position, in: line), literal, position..<(end + 1)))
        position = end + 1
      default:
        position += 1
      }
    }
    return found
  }

  /// The identifier of `identifier: ` or `` `identifier`: `` that ends just before `position`.
  private static func key(before position: Int, in line: ArraySlice<UInt8>) -> String? {
    let first = line.startIndex
    var end = position
    while end > first, line[end - 1] == space || line[end - 1] == tab { end -= 1 }
    guard end > first, line[end - 1] == colon else { return nil }
    end -= 1
    while end > first, line[end - 1] == space { end -= 1 }
    let quoted = end > first && line[end - 1] == backtick
    if quoted { end -= 1 }
    var start = end
    while start > first, isIdentifierByte(line[start - 1]) { start -= 1 }
    guard start < end, !quoted || (start > first && line[start - 1] == backtick) else { return nil }
    return String(decoding: line[start..<end], as: UTF8.self)
  }

  /// The identifier after `prefix` in a line, such as `russian` after `static let `, or `is` in
  /// `` static let `is` ``.
  private static func identifier(after prefix: [UInt8], in line: ArraySlice<UInt8>) -> String? {
    guard var start = position(after: prefix, in: line) else { return nil }
    let quoted = start < line.endIndex && line[start] == backtick
    if quoted { start += 1 }
    var end = start
    while end < line.endIndex, isIdentifierByte(line[end]) { end += 1 }
    guard start < end, !quoted || (end < line.endIndex && line[end] == backtick) else { return nil }
    return String(decoding: line[start..<end], as: UTF8.self)
  }

  /// The text after `prefix` up to the next `"`, such as `ru` after `locale: "`.
  private static func quoted(after prefix: [UInt8], in line: ArraySlice<UInt8>) -> String? {
    guard let start = position(after: prefix, in: line),
      let end = line[start...].firstIndex(of: quote)
    else { return nil }
    return String(decoding: line[start..<end], as: UTF8.self)
  }

  /// The position just after the first occurrence of `pattern` in a line.
  private static func position(after pattern: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
    guard let head = pattern.first, line.count >= pattern.count else { return nil }
    var start = line.startIndex
    while let found = line[start...(line.endIndex - pattern.count)].firstIndex(of: head) {
      let end = found + pattern.count
      if line[found..<end].elementsEqual(pattern) { return end }
      start = found + 1
      guard start <= line.endIndex - pattern.count else { return nil }
    }
    return nil
  }

  /// Whether a byte can be part of a Swift identifier: an ASCII letter, digit or `_`, or any byte of a
  /// non-ASCII character.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }

  private static let staticLet = Array("static let ".utf8)
  private static let staticVar = Array("static var ".utf8)
  private static let localeArgument = Array("locale: \"".utf8)
  private static let labelsArgument = Array("labels: .".utf8)
}

private let newline = UInt8(ascii: "\n")
private let slash = UInt8(ascii: "/")
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let colon = UInt8(ascii: ":")
private let backtick = UInt8(ascii: "`")
