import Labels

extension Labels.Login {
  /// The Russian login screen.
  static var russian: Labels.Login {
    Labels.Login(
      headline: "Рады видеть",
      button: "Войти в кабинет",
      greeting: "Добрый день, %@!"
    )
  }
}
