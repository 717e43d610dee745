extension Labels {
  /// The labels under `login`.
  public struct Login: LabelGroup {
    /// The JSON key of each label whose key is not its Swift name.
    public static var labelKeys: [String: String] {
      [
        "signIn": "sign-in"
      ]
    }

    /// The button that signs in.
    ///
    /// `login.sign-in`: "Sign in".
    public let signIn: String
    /// Greets a returning user.
    ///
    /// `login.welcome`: "Welcome back".
    public let welcome: String

    /// Creates the labels under `login`.
    public init(signIn: String, welcome: String) {
      self.signIn = signIn
      self.welcome = welcome
    }
  }
}
