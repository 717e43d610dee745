extension Labels {
  /// The labels of the sign-in screen.
  public struct SignIn: LabelGroup {
    /// The headline.
    public let headline: String
    /// The greeting; `%@` is the user's name.
    public let greeting: String
    /// The link to reset a password; `nil` hides it.
    public let resetLink: String?

    /// Creates the sign-in labels.
    public init(headline: String, greeting: String, resetLink: String?) {
      self.headline = headline
      self.greeting = greeting
      self.resetLink = resetLink
    }
  }
}
