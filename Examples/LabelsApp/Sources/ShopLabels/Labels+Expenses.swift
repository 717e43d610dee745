import LabelsSchema

extension Labels {
  /// The expenses screen.
  public struct Expenses: LabelGroup {
    /// The number of expenses; `%lld` is the count.
    public let count: Plural

    /// Creates the labels from each member.
    public init(count: Plural) {
      self.count = count
    }
  }
}
