import LabelsCore

/// The name of an environment the labels are uploaded to (`production`, `staging`, `development`):
/// the first key of every path, so it follows the rules of ``FirebaseKey``.
package struct UploadEnvironment: Hashable, Sendable, CustomStringConvertible {
  /// The name, such as `production`.
  package let rawValue: String

  /// Validates a name as a key of the database.
  /// - Throws: ``UploadError/invalidEnvironment(_:reason:)`` naming the rule it breaks.
  package init(_ rawValue: String) throws(UploadError) {
    if let reason = FirebaseKey.problem(rawValue) { throw .invalidEnvironment(rawValue, reason: reason) }
    self.rawValue = rawValue
  }

  package var description: String { rawValue }
}
