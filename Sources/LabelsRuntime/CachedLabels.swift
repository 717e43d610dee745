import Foundation

/// The last remote document an app loaded for one node of an endpoint's line (its labels, a staged
/// release's labels, the line's control document), kept by ``LabelsCache``.
public struct CachedLabels: Equatable, Sendable {
  /// The schema version of the app that stored it: an app of another version does not read it.
  public let schemaVersion: String
  /// The tag the store gave the document, to revalidate it with a `304`.
  public let etag: String?
  /// Whether every label of the document passed the loader's checks when it was stored, so that it
  /// decodes as it is: the checks depend only on the schema version, which ``schemaVersion`` pins.
  public let isComplete: Bool
  /// The document's bytes, as the store sent them.
  public let document: Data

  /// A cached document.
  public init(schemaVersion: String, etag: String?, isComplete: Bool, document: Data) {
    self.schemaVersion = schemaVersion
    self.etag = etag
    self.isComplete = isComplete
    self.document = document
  }
}
