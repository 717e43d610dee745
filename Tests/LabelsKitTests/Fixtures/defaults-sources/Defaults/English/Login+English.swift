import Labels

extension Labels.Login {
  /// The English login screen.
  static var english: Labels.Login {
    Labels.Login(
      welcome: "Welcome back",
      loginButton: "Log in",
      greeting: "Hello, %@!",
      forgotPassword: "Forgot password?"
    )
  }
}
