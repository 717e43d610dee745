/// One label of a document under its dotted key, such as `expenses.categories.food.name`.
package struct DottedLabel: Equatable, Sendable {
  /// The dotted path of the label.
  package let key: String
  /// The label's text.
  package let value: String

  /// Creates a label.
  package init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
