/// One label of a document under its dotted key, such as `expenses.categories.food.name`.
public struct DottedLabel: Equatable, Sendable {
  /// The dotted path of the label.
  public let key: String
  /// The label's text.
  public let value: String

  /// Creates a label.
  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
