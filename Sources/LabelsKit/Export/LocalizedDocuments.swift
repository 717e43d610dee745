import LabelsCore

/// The labels of every locale as JSON documents: a published version, or the defaults in memory.
public struct LocalizedDocuments: Equatable, Sendable {
  /// The locale the others are translated from, when known.
  public let baseLocale: LocaleIdentifier?
  /// Each locale's document.
  public let documents: [LocaleIdentifier: JSONValue]

  /// Creates a set of documents.
  public init(baseLocale: LocaleIdentifier?, documents: [LocaleIdentifier: JSONValue]) {
    self.baseLocale = baseLocale
    self.documents = documents
  }

  /// The locales, sorted as the canonical form sorts keys.
  public var locales: [LocaleIdentifier] { documents.keys.sorted() }
}
