extension Labels {
  /// The labels under `cart`.
  public struct Cart: Codable, Equatable, Sendable {
    /// `cart.count`: a plural, such as "%lld items".
    public var count: Plural
    /// `cart.title`: "Cart".
    public var title: String

    /// Creates the labels under `cart`.
    public init(count: Plural, title: String) {
      self.count = count
      self.title = title
    }
  }
}
