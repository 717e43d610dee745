extension Labels {
  /// The labels under `cart`.
  public struct Cart: LabelGroup {
    /// `cart.count`: a plural, such as "%lld items".
    public let count: Plural
    /// `cart.title`: "Cart".
    public let title: String

    /// Creates the labels under `cart`.
    public init(count: Plural, title: String) {
      self.count = count
      self.title = title
    }
  }
}
