extension Labels {
  /// The labels of expense tracking.
  public struct Expenses: LabelGroup {
    /// The title of the expenses screen.
    public let title: String
    /// The number of expenses in the list; `%lld` is the count.
    public let count: String
    /// The categories an expense can belong to, in display order.
    public let categories: [ExpenseCategory]

    /// Creates the expense labels.
    public init(title: String, count: String, categories: [ExpenseCategory]) {
      self.title = title
      self.count = count
      self.categories = categories
    }
  }
}
