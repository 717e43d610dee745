extension Labels {
  /// The labels of the login screen.
  public struct Login: LabelGroup {
    /// The headline shown above the form.
    public let welcome: String
    /// The title of the button that signs in.
    public let loginButton: String
    /// The greeting after signing in: `labels.login.greeting(name)`.
    public let greeting: Template<String>
    /// The link to reset a forgotten password; `nil` hides the link.
    public let forgotPassword: String?

    /// Creates the login labels.
    public init(
      welcome: String, loginButton: String, greeting: Template<String>, forgotPassword: String?
    ) {
      self.welcome = welcome
      self.loginButton = loginButton
      self.greeting = greeting
      self.forgotPassword = forgotPassword
    }
  }
}
