import LabelsCore

/// The last remote document an app loaded for one endpoint, kept by ``LabelsCache``.
public struct CachedLabels: Equatable, Sendable {
  /// The schema version of the app that stored it: an app of another version does not read it.
  public let schemaVersion: String
  /// The tag the store gave the document, to revalidate it with a `304`.
  public let etag: String?
  /// The document, as read.
  public let document: JSONValue

  /// A cached document.
  public init(schemaVersion: String, etag: String?, document: JSONValue) {
    self.schemaVersion = schemaVersion
    self.etag = etag
    self.document = document
  }
}
