import LabelsCore

/// The labels of every locale as JSON documents: a published version, or the defaults in memory.
package struct LocalizedDocuments: Equatable, Sendable {
  /// The locale the others are translated from, when known.
  package let baseLocale: LocaleIdentifier?
  /// Each locale's document.
  package let documents: [LocaleIdentifier: JSONValue]

  /// Creates a set of documents.
  package init(baseLocale: LocaleIdentifier?, documents: [LocaleIdentifier: JSONValue]) {
    self.baseLocale = baseLocale
    self.documents = documents
  }

  /// The locales, sorted as the canonical form sorts keys.
  package var locales: [LocaleIdentifier] { documents.keys.sorted() }
}
