extension Labels {
  /// The labels of the login screen.
  public struct Login: Codable, Equatable, Sendable {
    /// The headline shown above the form.
    public var welcome: String
    /// The title of the button that signs in.
    public var loginButton: String
    /// The greeting after signing in; `%@` is the user's name.
    public var greeting: String
    /// The link to reset a forgotten password; `nil` hides the link.
    public var forgotPassword: String?

    /// Creates the login labels.
    public init(welcome: String, loginButton: String, greeting: String, forgotPassword: String?) {
      self.welcome = welcome
      self.loginButton = loginButton
      self.greeting = greeting
      self.forgotPassword = forgotPassword
    }
  }
}
