import Labels

extension Labels.SignIn {
  /// The English sign-in screen.
  static var english: Labels.SignIn {
    Labels.SignIn(
      headline: "Sign in",
      greeting: "Hi, %@!",
      resetLink: "Reset password"
    )
  }
}
