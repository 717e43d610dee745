extension Labels {
  /// The labels of expense tracking.
  public struct Expenses: LabelGroup {
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

    /// Decodes the expense labels, one member per property.
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
      let labels = try LabelDecoder(decoder)
      title = try labels.decode("title")
      count = try labels.decode("count")
      categories = try labels.decode("categories")
    }
  }
}
