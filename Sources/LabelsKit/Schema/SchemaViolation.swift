import LabelsCore

/// One place where a document does not match its schema, such as a missing required label.
package struct SchemaViolation: Equatable, Hashable, Sendable {
  /// Where in the document: the value of the wrong type, the object missing a label, or the unexpected
  /// member.
  package let path: JSONPointer
  /// A lowercase sentence saying what is wrong: `missing required label 'welcome'`.
  package let message: String

  /// Creates a violation.
  package init(path: JSONPointer, message: String) {
    self.path = path
    self.message = message
  }
}
