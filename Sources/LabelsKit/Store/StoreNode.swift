import LabelsCore

/// A node of the store as read: its value (`nil` when nothing is stored) and the ETag the store gave
/// for it, which a conditional write names.
package struct StoreNode: Equatable, Sendable {
  /// The value, or `nil` for none.
  package let value: JSONValue?
  /// The ETag the store gave for it.
  package let etag: String

  /// The node holding `value`, read with `etag`.
  package init(value: JSONValue?, etag: String) {
    self.value = value
    self.etag = etag
  }
}
