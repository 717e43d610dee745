extension Labels {
  /// The labels of expense tracking.
  public struct Expenses: Codable, Equatable, Sendable {
    /// The title of the expenses screen.
    public var title: String
    /// The number of expenses in the list; `%lld` is the count.
    public var count: String
    /// The categories an expense can belong to, in display order.
    public var categories: [ExpenseCategory]

    /// Creates the expense labels.
    public init(title: String, count: String, categories: [ExpenseCategory]) {
      self.title = title
      self.count = count
      self.categories = categories
    }
  }
}
