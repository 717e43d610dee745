extension Labels {
  /// The labels of the login screen.
  public struct Login: LabelGroup {
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

    /// Decodes the login labels, one member per property.
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
      let labels = try LabelDecoder(decoder)
      welcome = try labels.decode("welcome")
      loginButton = try labels.decode("loginButton")
      greeting = try labels.decode("greeting")
      forgotPassword = try labels.decodeIfPresent("forgotPassword")
    }
  }
}
