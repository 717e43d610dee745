extension Labels {
  /// One expense category: a stable `id` the app stores, and the name it shows.
  public struct ExpenseCategory: LabelGroup {
    /// The identifier the app stores with an expense; never translated.
    public let id: String
    /// The name shown to the user.
    public let name: String

    /// Creates an expense category.
    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }
}
