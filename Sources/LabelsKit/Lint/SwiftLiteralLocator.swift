/// Finds where a label's text is written in the Swift sources of the defaults, so that a finding about
/// the current defaults points editors at the line to change.
///
/// Each locale's files are found as the catalog pairs them: `LocaleLabels(locale: "ru", labels: .russian)`
/// names `russian`; the file holding `static let russian` is the Russian file, and with it every file
/// that declares a section's `static var russian` (the layout of README "Large catalogs"). In those
/// files the line is the first that holds `key: "text"`, the text written as Swift writes a string
/// literal, or else the first that holds the literal alone (a long argument may be wrapped onto its own
/// line).
public struct SwiftLiteralLocator: Sendable {
  private let files: [(path: String, lines: [Substring])]
  private let localeFiles: [LocaleIdentifier: String]
  private let sectionFiles: [LocaleIdentifier: [String]]

  /// Indexes the sources.
  /// - Parameter files: the text of each Swift file, by its path, such as `Defaults/Labels+Russian.swift`.
  public init(files: [String: String]) {
    let sorted = files.sorted { $0.key < $1.key }.map { file in
      (path: file.key, lines: file.value.split(separator: "\n", omittingEmptySubsequences: false))
    }
    var declarations: [String: String] = [:]
    var sections: [String: [String]] = [:]
    var pairs: [(LocaleIdentifier, String)] = []
    for file in sorted {
      for line in file.lines {
        if let name = Self.word(after: "static let ", in: line), declarations[name] == nil {
          declarations[name] = file.path
        }
        if let name = Self.word(after: "static var ", in: line), sections[name]?.last != file.path {
          sections[name, default: []].append(file.path)
        }
        if let tag = Self.quoted(after: "locale: \"", in: line), let locale = try? LocaleIdentifier(tag),
          let name = Self.word(after: "labels: .", in: line)
        {
          pairs.append((locale, name))
        }
      }
    }
    self.files = sorted
    localeFiles = Dictionary(
      pairs.compactMap { pair in declarations[pair.1].map { (pair.0, $0) } },
      uniquingKeysWith: { first, _ in first })
    sectionFiles = Dictionary(
      pairs.compactMap { pair in sections[pair.1].map { (pair.0, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// The file that declares a locale's labels, when the catalog names it.
  public func file(for locale: LocaleIdentifier) -> String? {
    localeFiles[locale]
  }

  /// Where a string value of a locale is written: its locale's file and the line of `key: "text"` or
  /// of `"text"`; `nil` when the locale's file is unknown.
  /// - Parameters:
  ///   - text: the value.
  ///   - key: the member that holds it, or `nil` for an array element.
  ///   - locale: the locale whose labels hold it.
  public func location(of text: String, key: String?, in locale: LocaleIdentifier) -> AnnotationLocation? {
    guard let path = localeFiles[locale] else { return nil }
    let paths = [path] + (sectionFiles[locale] ?? [])
    let searched = files.filter { paths.contains($0.path) }
    let literal = SwiftStringLiteral.text(text)
    let needles = (key.map { ["\($0): \(literal)"] } ?? []) + [literal]
    for needle in needles {
      for file in searched {
        if let index = file.lines.firstIndex(where: { $0.contains(needle) }) {
          return AnnotationLocation(file: file.path, line: index + 1)
        }
      }
    }
    return AnnotationLocation(file: path)
  }

  /// The identifier after `prefix` in a line, such as `russian` after `static let `.
  private static func word(after prefix: String, in line: Substring) -> String? {
    guard let start = line.firstRange(of: prefix)?.upperBound else { return nil }
    let word = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return word.isEmpty ? nil : String(word)
  }

  /// The text after `prefix` up to the next `"`, such as `ru` after `locale: "`.
  private static func quoted(after prefix: String, in line: Substring) -> String? {
    guard let start = line.firstRange(of: prefix)?.upperBound else { return nil }
    let rest = line[start...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }
}
