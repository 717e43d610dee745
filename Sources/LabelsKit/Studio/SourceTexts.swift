import LabelsCore

/// The texts of the defaults as their Swift sources write them now, for a tool that runs while the
/// sources change under it (`studio`): the compiled defaults tell which label each text is, the sources
/// tell what it reads.
///
/// When built, each text of the compiled defaults is placed at its one-line literal, found as
/// ``SwiftLiteralEditor`` finds it (by the names it is written in), and kept as the literal's file and
/// its ordinal among the file's literals. Rewriting a literal (as the studio, `pull`, `xliff import` or
/// a person in Xcode does) keeps every ordinal, so the sources read later give each placed label its text
/// again without a build. A file that gained or lost literals (a label added by hand) no longer lines
/// up: its texts stay as compiled, and it is named, until a rebuild. A text not placed (the same text
/// written at several places that its names do not tell apart) stays as compiled.
package struct SourceTexts: Sendable {
  /// Where a text is written: its file, and its ordinal among the file's one-line literals.
  package struct Place: Equatable, Sendable {
    /// The file's path.
    package let file: String
    /// The literal's ordinal in the file.
    package let ordinal: Int
  }

  /// The place of each placed text, by locale and pointer.
  package let places: [LocaleIdentifier: [JSONPointer: Place]]
  /// How many one-line literals each file of the defaults had when built.
  package let literalCounts: [String: Int]

  /// Places the texts of `documents` (the compiled defaults) in `sources`.
  /// - Parameters:
  ///   - documents: the defaults as compiled.
  ///   - sources: the Swift files of the defaults, by path.
  ///   - paths: the Swift name of each label's property; `nil` when every JSON key is its property's name.
  package init(documents: LocalizedDocuments, sources: [String: String], paths: SchemaPropertyPaths?) {
    let locator = SwiftLiteralLocator(files: sources)
    var literals: [String: [SwiftLiteralLocator.Literal]] = [:]
    for (file, text) in sources { literals[file] = SwiftLiteralLocator.literals(in: text) }
    var places: [LocaleIdentifier: [JSONPointer: Place]] = [:]
    for locale in documents.locales {
      guard let document = documents.documents[locale] else { continue }
      let files = locator.files(of: locale)
      let found = files.flatMap { file in (literals[file] ?? []).map { (file: file, literal: $0) } }
      var ordinals: [String: [Int: Int]] = [:]
      for file in files {
        for (ordinal, literal) in (literals[file] ?? []).enumerated() {
          ordinals[file, default: [:]][literal.range.lowerBound] = ordinal
        }
      }
      let texts = Self.texts(of: document)
      let located = SwiftLiteralPlaces(
        literals: found, document: document, paths: paths, texts: Set(texts.map(\.text)))
      var placed: [JSONPointer: Place] = [:]
      var unplaced: [JSONPointer] = []
      var claimed: Set<String> = []
      for (pointer, text) in texts {
        guard let literal = located.literal(of: pointer, text: text),
          let ordinal = ordinals[literal.file]?[literal.literal.range.lowerBound]
        else {
          unplaced.append(pointer)
          continue
        }
        placed[pointer] = Place(file: literal.file, ordinal: ordinal)
        claimed.insert("\(literal.file)#\(ordinal)")
      }
      // A text changed in the sources since the build (saved by the studio, then the studio started
      // again) is found by its names among the literals no text claimed.
      let free = found.filter { literal in
        ordinals[literal.file]?[literal.literal.range.lowerBound].map {
          !claimed.contains("\(literal.file)#\($0)")
        }
          ?? false
      }
      for (pointer, literal) in SwiftLiteralPlaces.located(byNames: free, among: unplaced, paths: paths) {
        guard let ordinal = ordinals[literal.file]?[literal.literal.range.lowerBound] else { continue }
        placed[pointer] = Place(file: literal.file, ordinal: ordinal)
      }
      places[locale] = placed
    }
    self.places = places
    literalCounts = literals.mapValues(\.count)
  }

  /// The texts each file writes now, in literal order, and whether it still lines up.
  package struct Reading: Sendable {
    /// The texts of each file's one-line literals, for the files that line up.
    package let texts: [String: [String]]
    /// The files that no longer line up with the compiled defaults, or are gone, in path order.
    package let reshaped: [String]
  }

  /// Reads `sources` (every file of the defaults, as now on disk).
  package func read(_ sources: [String: String]) -> Reading {
    var texts: [String: [String]] = [:]
    var reshaped: [String] = []
    for (file, count) in literalCounts {
      guard let text = sources[file] else {
        reshaped.append(file)
        continue
      }
      let literals = SwiftLiteralLocator.literals(in: text)
      if literals.count == count { texts[file] = literals.map(\.text) } else { reshaped.append(file) }
    }
    return Reading(texts: texts, reshaped: reshaped.sorted())
  }

  /// `compiled` with every placed text as `reading` writes it.
  package func documents(_ compiled: LocalizedDocuments, reading: Reading) -> LocalizedDocuments {
    var documents = compiled.documents
    for (locale, placed) in places {
      guard var document = documents[locale] else { continue }
      for (pointer, place) in placed {
        guard let texts = reading.texts[place.file], place.ordinal < texts.count else { continue }
        let text = texts[place.ordinal]
        if case .string(let old)? = pointer.value(in: document), old != text {
          document = document.replacing(at: pointer, with: .string(text))
        }
      }
      documents[locale] = document
    }
    return LocalizedDocuments(baseLocale: compiled.baseLocale, documents: documents)
  }

  /// Every string of a document with its pointer, in document order.
  private static func texts(of document: JSONValue) -> [(pointer: JSONPointer, text: String)] {
    var found: [(JSONPointer, String)] = []
    func visit(_ value: JSONValue, _ tokens: [String]) {
      switch value {
      case .string(let text): found.append((JSONPointer(tokens), text))
      case .object(let members): for (key, member) in members { visit(member, tokens + [key]) }
      case .array(let items):
        for (index, item) in items.enumerated() { visit(item, tokens + [String(index)]) }
      case .null, .bool, .number: break
      }
    }
    visit(document, [])
    return found
  }
}
