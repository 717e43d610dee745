import Foundation

/// What one fetch of an endpoint brought.
public enum LabelsFetch: Equatable, Sendable {
  /// The document at the endpoint (`null` when the store has none there), with the tag to revalidate
  /// it.
  case document(Data, etag: String?)
  /// The document is the one of the tag sent: nothing was downloaded or decoded.
  case notModified
  /// Nothing usable arrived.
  case failed(LabelsFetchError)
}
