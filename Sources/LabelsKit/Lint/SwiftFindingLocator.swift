import LabelsCore

/// Where lint's findings about the current defaults are written in their Swift sources
/// (``SwiftLiteralLocator``): for a string, the line of its own literal, so that a finding points editors
/// at the line to change.
///
/// A text that a locale's files write once is found by its text, after the name of the member that holds
/// it when written so. A text written more than once is told apart as ``SwiftLiteralEditor`` tells it
/// (``SwiftLiteralPlaces``): by the names the literal is written in against the Swift names of the
/// finding's place, so a finding about the `many` form of the second of two labels whose `many` forms read
/// alike points at the second label's line. Literals that names cannot tell apart are found by the name
/// before the text, the first of them in path and line order.
package struct SwiftFindingLocator: Sendable {
  /// A locale's labels, the literals of its files, and the places of the texts they write more than once:
  /// a class, so that a finding's look-up of its locale retains one reference, not each of them.
  private final class Prepared: Sendable {
    let document: JSONValue?
    let index: SwiftLiteralLocator.LocaleIndex?
    let places: SwiftLiteralPlaces?

    init(document: JSONValue?, index: SwiftLiteralLocator.LocaleIndex?, places: SwiftLiteralPlaces?) {
      self.document = document
      self.index = index
      self.places = places
    }
  }

  private let locator: SwiftLiteralLocator
  /// Each locale prepared for.
  private let locales: [LocaleIdentifier: Prepared]

  /// Prepares to locate findings about `documents`.
  /// - Parameters:
  ///   - locator: the literals of the defaults' Swift sources.
  ///   - documents: the defaults the findings are about, encoded.
  ///   - paths: the Swift name of each label's property (``SchemaPropertyPaths``); `nil` when every JSON
  ///     key is its property's name.
  package init(_ locator: SwiftLiteralLocator, documents: LocalizedDocuments, paths: SchemaPropertyPaths?) {
    self.init(locator, documents: documents, paths: paths, locales: documents.documents.keys)
  }

  /// Prepares to locate findings about `locales` of `documents` only.
  init(
    _ locator: SwiftLiteralLocator, documents: LocalizedDocuments, paths: SchemaPropertyPaths?,
    locales: some Sequence<LocaleIdentifier>
  ) {
    self.locator = locator
    var prepared: [LocaleIdentifier: Prepared] = [:]
    for locale in locales {
      let document = documents.documents[locale]
      let repeated = locator.repeatedLiterals(of: locale)
      let places = document.flatMap {
        repeated.isEmpty
          ? nil
          : SwiftLiteralPlaces(
            literals: repeated, document: $0, paths: paths, texts: Set(repeated.map(\.literal.text)))
      }
      prepared[locale] = Prepared(document: document, index: locator.index(of: locale), places: places)
    }
    self.locales = prepared
  }

  /// Where a finding about the defaults is written: for a string, the line of its literal in its
  /// locale's files; for a plural label as a whole, the line of its `other` form; inside a label of
  /// several counts, the line of the variable's `other` form or of the format; else the locale's file;
  /// `nil` when the finding is about no locale or its file is unknown.
  package func location(of finding: Finding) -> FileLocation? {
    guard let locale = finding.locale else { return nil }
    let prepared = locales[locale]
    let document = prepared?.document
    if case .text(let text) = document.flatMap(finding.path.value(in:))?.labelNode {
      // An array element, and the format of `PluralText("…")`, have no name before their literal.
      let key = finding.path.tokens.last.flatMap {
        Self.isNumber($0) || $0 == PluralTextLabel.formatMarker ? nil : $0
      }
      return location(of: text, at: finding.path, key: key, in: prepared)
    }
    if let document, let place = pluralTextLocation(of: finding.path, in: document, prepared: prepared) {
      return place
    }
    // A finding about a plural's forms as a whole points at `/…/@plural`, inside the plural label.
    if finding.path.tokens.last == PluralLabel.marker, let label = finding.path.parent,
      case .plural(let plural) = document.flatMap(label.value(in:))?.labelNode,
      let other = plural.forms[.other]
    {
      return location(
        of: other, at: finding.path.appending(PluralCategory.other.rawValue),
        key: PluralCategory.other.rawValue,
        in: prepared)
    }
    return locator.file(for: locale).map { FileLocation(file: $0) }
  }

  /// Whether every character of `token` is a number, as an array element's index is: told from its
  /// bytes when they are ASCII, where the numbers are the digits, without breaking it into characters.
  private static func isNumber(_ token: String) -> Bool {
    // A token that starts with an ASCII byte other than a digit starts with a character that is no number.
    if let first = token.utf8.first, first < 0x80, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
      return false
    }
    var digits = true
    for byte in token.utf8 {
      guard byte < 0x80 else { return token.allSatisfy(\.isNumber) }
      digits = digits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    return digits
  }

  /// Where a finding inside a label of several counts is written, when it is about no one text: about a
  /// variable's forms as a whole (`/…/@plurals/posts`), the line of that variable's `other` form; about
  /// anything else of the label, the line of its format. `nil` when `path` is in no such label.
  private func pluralTextLocation(of path: JSONPointer, in document: JSONValue, prepared: Prepared?)
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
      let variable = inside[inside.startIndex + 1]
      let pointer = label.appending(PluralTextLabel.variablesMarker).appending(variable)
        .appending(PluralCategory.other.rawValue)
      return location(of: other, at: pointer, key: PluralCategory.other.rawValue, in: prepared)
    }
    guard let format = pluralText.formatText else { return nil }
    return location(of: format, at: label.appending(PluralTextLabel.formatMarker), key: nil, in: prepared)
  }

  /// The line of the literal of `text` at `pointer`, when the names it is written in tell it apart from
  /// the other literals of that text; else of the first literal of `text` after `key`, else of `text`;
  /// `nil` when the catalog names no file of the locale.
  private func location(of text: String, at pointer: JSONPointer, key: String?, in prepared: Prepared?)
    -> FileLocation?
  {
    guard let index = prepared?.index else { return nil }
    let written = SwiftLiteralLocator.literal(of: text, key: key, in: index)
    if written.isRepeated, let found = prepared?.places?.literal(of: pointer, text: text) {
      return FileLocation(file: found.file, line: found.literal.line)
    }
    return written.location
  }
}
