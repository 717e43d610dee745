import LabelsCore

/// A node of the store as read: its value (`nil` when nothing is stored) and the ETag the store gave
/// for it, which a conditional write names.
public struct StoreNode: Equatable, Sendable {
  /// The value, or `nil` for none.
  public let value: JSONValue?
  /// The ETag the store gave for it.
  public let etag: String

  /// The node holding `value`, read with `etag`.
  public init(value: JSONValue?, etag: String) {
    self.value = value
    self.etag = etag
  }
}
