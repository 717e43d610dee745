import LabelsCore

/// The name of an environment the labels are uploaded to (`production`, `staging`, `development`):
/// the first key of every path, so it follows the rules of ``FirebaseKey``.
public struct UploadEnvironment: Hashable, Sendable, CustomStringConvertible {
  /// The name, such as `production`.
  public let rawValue: String

  /// Validates a name as a key of the database.
  /// - Throws: ``UploadError/invalidEnvironment(_:reason:)`` naming the rule it breaks.
  public init(_ rawValue: String) throws(UploadError) {
    if let reason = FirebaseKey.problem(rawValue) { throw .invalidEnvironment(rawValue, reason: reason) }
    self.rawValue = rawValue
  }

  public var description: String { rawValue }
}
