import Labels

extension Labels.SignIn {
  /// The Ukrainian sign-in screen.
  static var ukrainian: Labels.SignIn {
    Labels.SignIn(
      headline: "Вхід",
      greeting: "Привіт, %@!",
      resetLink: "Скинути пароль"
    )
  }
}
