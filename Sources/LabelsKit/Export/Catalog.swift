import LabelsCoding
import LabelsCore

/// The compiled-in labels of every locale at one schema version: what export publishes.
///
/// Generic over the schema, so the engine never depends on the app's concrete labels type.
public struct Catalog<Document: Encodable & Sendable>: Sendable {
  /// One locale and its labels.
  public struct Entry: Sendable {
    /// The locale.
    public let locale: LocaleIdentifier
    /// Its labels.
    public let document: Document
  }

  /// The schema version the documents belong to.
  public let version: SemanticVersion
  /// The locale every other locale is translated from.
  public let baseLocale: LocaleIdentifier
  /// Every locale with its labels, in the order given.
  public let entries: [Entry]
  /// Locales to load for languages without their own, such as `zh-Hant` → `zh-Hans`.
  public let aliases: [LocaleIdentifier: LocaleIdentifier]

  /// Validates the version, the locale names, that the base locale is present and no locale repeats,
  /// and that every alias names a locale of the catalog without being one itself.
  /// - Throws: ``CatalogError``.
  public init(
    version: String, baseLocale: String, entries: [(locale: String, document: Document)],
    aliases: [String: String] = [:]
  ) throws(CatalogError) {
    do throws(IdentifierError) {
      self.version = try SemanticVersion(version)
      self.baseLocale = try LocaleIdentifier(baseLocale)
      self.entries = try entries.map { entry throws(IdentifierError) in
        Entry(locale: try LocaleIdentifier(entry.locale), document: entry.document)
      }
      var identified: [LocaleIdentifier: LocaleIdentifier] = [:]
      for (alias, target) in aliases.sorted(by: { $0.key < $1.key }) {
        identified[try LocaleIdentifier(alias)] = try LocaleIdentifier(target)
      }
      self.aliases = identified
    } catch {
      throw .invalidIdentifier(error)
    }
    var seen: Set<LocaleIdentifier> = []
    for entry in self.entries where !seen.insert(entry.locale).inserted {
      throw .duplicateLocale(entry.locale.rawValue)
    }
    guard seen.contains(self.baseLocale) else { throw .missingBaseLocale(self.baseLocale.rawValue) }
    // The app's resolver compares names without case, so the aliases must differ from the locales and
    // from each other without case too.
    var names = Set(seen.map { $0.rawValue.lowercased() })
    for (alias, target) in self.aliases.sorted(by: { $0.key < $1.key }) {
      guard seen.contains(target) else {
        throw .unknownAliasTarget(alias: alias.rawValue, target: target.rawValue)
      }
      guard names.insert(alias.rawValue.lowercased()).inserted else {
        throw seen.contains { $0.rawValue.lowercased() == alias.rawValue.lowercased() }
          ? .aliasIsALocale(alias.rawValue) : .duplicateLocale(alias.rawValue)
      }
    }
  }

  /// Encodes every locale's labels to a JSON document, the locales in parallel.
  /// - Throws: ``CatalogError/encodingFailed(locale:reason:)`` for the first locale, in order, whose
  ///   document cannot be encoded.
  public func documents() throws(CatalogError) -> LocalizedDocuments {
    let encoded = ParallelWork.map(count: entries.count) { index in
      Result { () throws(CatalogError) in
        try document(at: index)
      }
    }
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for (entry, result) in zip(entries, encoded) {
      documents[entry.locale] = try result.get()
    }
    return LocalizedDocuments(baseLocale: baseLocale, documents: documents)
  }

  /// The JSON document of the entry at an index.
  /// - Throws: ``CatalogError/encodingFailed(locale:reason:)`` when its labels cannot be encoded.
  func document(at index: Int) throws(CatalogError) -> JSONValue {
    try encoding(at: index) { try JSONValue(encoding: $0) }
  }

  /// What `encode` makes of the entry at an index, its error named after the entry's locale.
  private func encoding<Result>(at index: Int, _ encode: (Document) throws -> Result) throws(CatalogError)
    -> Result
  {
    do {
      return try encode(entries[index].document)
    } catch {
      throw .encodingFailed(locale: entries[index].locale.rawValue, reason: String(describing: error))
    }
  }
}
