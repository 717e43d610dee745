import LabelsCoding
import LabelsCore

/// The compiled-in labels of every locale at one schema version: what export publishes.
///
/// Generic over the schema, so the engine never depends on the app's concrete labels type.
package struct Catalog<Document: Encodable & Sendable>: Sendable {
  /// One locale and its labels.
  package struct Entry: Sendable {
    /// The locale.
    package let locale: LocaleIdentifier
    /// Its labels.
    package let document: Document
  }

  /// The schema version the documents belong to.
  package let version: SemanticVersion
  /// The locale every other locale is translated from.
  package let baseLocale: LocaleIdentifier
  /// Every locale with its labels, in the order given.
  package let entries: [Entry]
  /// Locales to load for languages without their own, such as `zh-Hant` → `zh-Hans`.
  package let aliases: [LocaleIdentifier: LocaleIdentifier]

  /// Validates the version, then the locales by the rule the app's resolver shares (``LocaleSet``): the
  /// names, no locale repeated, the base locale present, every alias naming a locale of the catalog
  /// without being one itself; names are compared without case, and the base locale and alias targets
  /// are spelled as the entries spell them.
  /// - Throws: ``CatalogError``.
  package init(
    version: String, baseLocale: String, entries: [(locale: String, document: Document)],
    aliases: [String: String] = [:]
  ) throws(CatalogError) {
    do {
      self.version = try SemanticVersion(version)
    } catch {
      throw .invalidIdentifier(error)
    }
    let set: LocaleSet
    do {
      set = try LocaleSet(locales: entries.map(\.locale), base: baseLocale, aliases: aliases)
    } catch {
      throw CatalogError(error)
    }
    self.baseLocale = set.base
    self.entries = zip(set.locales, entries).map { Entry(locale: $0, document: $1.document) }
    self.aliases = set.aliases
  }

  /// Encodes every locale's labels to a JSON document, the locales in parallel.
  /// - Throws: ``CatalogError/encodingFailed(locale:reason:)`` for the first locale, in order, whose
  ///   document cannot be encoded.
  package func documents() throws(CatalogError) -> LocalizedDocuments {
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
