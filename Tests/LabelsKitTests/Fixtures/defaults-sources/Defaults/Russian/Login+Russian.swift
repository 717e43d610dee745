import Labels

extension Labels.Login {
  /// The Russian login screen.
  static var russian: Labels.Login {
    Labels.Login(
      welcome: "С возвращением",
      loginButton: "Войти",
      greeting: "Здравствуйте, %@!",
      forgotPassword: "Забыли пароль?"
    )
  }
}
