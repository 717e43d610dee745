extension Labels {
  /// One expense category: a stable `id` the app stores, and the name it shows.
  public struct ExpenseCategory: Codable, Equatable, Sendable {
    /// The identifier the app stores with an expense; never translated.
    public var id: String
    /// The name shown to the user.
    public var name: String

    /// Creates an expense category.
    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }
}
