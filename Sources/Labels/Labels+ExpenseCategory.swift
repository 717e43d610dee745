extension Labels {
  /// One expense category: a stable `id` the app stores, and the name it shows.
  public struct ExpenseCategory: LabelGroup {
    /// The identifier the app stores with an expense; never translated.
    public var id: String
    /// The name shown to the user.
    public var name: String

    /// Creates an expense category.
    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }

    /// Decodes the expense category, one member per property.
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
      let labels = try LabelDecoder(decoder)
      id = try labels.decode("id")
      name = try labels.decode("name")
    }
  }
}
