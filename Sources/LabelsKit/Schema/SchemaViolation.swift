import LabelsCore

/// One place where a document does not match its schema, such as a missing required label.
public struct SchemaViolation: Equatable, Hashable, Sendable {
  /// Where in the document: the value of the wrong type, the object missing a label, or the unexpected
  /// member.
  public let path: JSONPointer
  /// A lowercase sentence saying what is wrong: `missing required label 'welcome'`.
  public let message: String

  /// Creates a violation.
  public init(path: JSONPointer, message: String) {
    self.path = path
    self.message = message
  }
}
