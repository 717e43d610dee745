import LabelsCore

/// Where the label under a dotted key is in its document: its JSON Pointer, and the pattern of that
/// pointer with `*` for each array index, which names the label in the schema (`/expenses/categories/*/name`).
package struct DottedLabelPath: Equatable, Sendable {
  /// The label's JSON Pointer in the document: `/expenses/categories/0/name`.
  package let pointer: JSONPointer
  /// The pointer's text with `*` for each array index: `/expenses/categories/*/name`.
  package let pattern: String

  /// Creates a path.
  package init(pointer: JSONPointer, pattern: String) {
    self.pointer = pointer
    self.pattern = pattern
  }
}
