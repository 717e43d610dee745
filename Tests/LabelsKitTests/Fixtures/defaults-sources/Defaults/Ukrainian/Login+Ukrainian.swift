import Labels

extension Labels.Login {
  /// The Ukrainian login screen.
  static var ukrainian: Labels.Login {
    Labels.Login(
      welcome: "З поверненням",
      loginButton: "Увійти",
      greeting: "Вітаємо, %@!",
      forgotPassword: nil
    )
  }
}
