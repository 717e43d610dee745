extension Labels {
  /// The labels of expense tracking.
  public struct Expenses: LabelGroup {
    /// The title of the expenses screen.
    public let title: String
    /// The number of expenses in the list, in the form the count needs; `%lld` is the count. Show it
    /// with `labels.expenses.count(expenses.count)`: it counts in the locale the labels were loaded for.
    public let count: Plural
    /// The categories an expense can belong to, in display order.
    public let categories: [ExpenseCategory]

    /// Creates the expense labels.
    public init(title: String, count: Plural, categories: [ExpenseCategory]) {
      self.title = title
      self.count = count
      self.categories = categories
    }
  }
}
