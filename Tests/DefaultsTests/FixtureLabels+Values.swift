/// Two fixture locales that differ in every label.
extension FixtureLabels {
  /// A locale with every optional label.
  static let base = FixtureLabels(
    profile: Profile(headline: "Good to see you", signIn: "Sign in", greeting: "Hi, %@!", hint: "Need help?"),
    cart: Cart(
      title: "Cart",
      count: "%lld items",
      items: [Item(id: "apples", name: "Apples"), Item(id: "bread", name: "Bread")]),
    options: Options(
      title: "Options",
      alerts: Alerts(
        title: "Alerts", digest: Digest(toggle: "Weekly digest", body: "Your digest arrives at {time}."))))

  /// A translated locale, with texts outside ASCII.
  static let translated = FixtureLabels(
    profile: Profile(headline: "Рады видеть", signIn: "Вход", greeting: "Привет, %@!", hint: "Нужна помощь?"),
    cart: Cart(
      title: "Корзина",
      count: "Товаров: %lld",
      items: [Item(id: "apples", name: "Яблоки"), Item(id: "bread", name: "Хлеб")]),
    options: Options(
      title: "Параметры",
      alerts: Alerts(
        title: "Оповещения", digest: Digest(toggle: "Еженедельная сводка", body: "Сводка придёт в {time}."))))
}
