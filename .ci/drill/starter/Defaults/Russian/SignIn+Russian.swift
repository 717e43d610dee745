import Labels

extension Labels.SignIn {
  /// The Russian sign-in screen.
  static var russian: Labels.SignIn {
    Labels.SignIn(
      headline: "Вход",
      greeting: "Привет, %@!",
      resetLink: "Сбросить пароль"
    )
  }
}
