/// The fixture locales: a base locale, a translation, and a translation without the optional hint.
extension FixtureLabels {
  /// The base locale, with every optional label.
  public static let base = FixtureLabels(
    profile: Profile(headline: "Good to see you", signIn: "Sign in", greeting: "Hi, %@!", hint: "Need help?"),
    cart: Cart(
      title: "Cart",
      count: "%lld items",
      items: [
        Item(id: "apples", name: "Apples"),
        Item(id: "bread", name: "Bread"),
        Item(id: "cheese", name: "Cheese"),
        Item(id: "dates", name: "Dates"),
        Item(id: "eggs", name: "Eggs"),
      ]),
    options: Options(
      title: "Options",
      alerts: Alerts(
        title: "Alerts", digest: Digest(toggle: "Weekly digest", body: "Your digest arrives at {time}."))))

  /// A translated locale, with every optional label and texts outside ASCII.
  public static let translated = FixtureLabels(
    profile: Profile(headline: "Рады видеть", signIn: "Вход", greeting: "Привет, %@!", hint: "Нужна помощь?"),
    cart: Cart(
      title: "Корзина",
      count: "Товаров: %lld",
      items: [
        Item(id: "apples", name: "Яблоки"),
        Item(id: "bread", name: "Хлеб"),
        Item(id: "cheese", name: "Сыр"),
        Item(id: "dates", name: "Финики"),
        Item(id: "eggs", name: "Яйца"),
      ]),
    options: Options(
      title: "Параметры",
      alerts: Alerts(
        title: "Оповещения", digest: Digest(toggle: "Еженедельная сводка", body: "Сводка придёт в {time}."))))

  /// A translated locale that leaves the optional `profile/hint` out.
  public static let partial = FixtureLabels(
    profile: Profile(headline: "Раді бачити", signIn: "Вхід", greeting: "Привіт, %@!", hint: nil),
    cart: Cart(
      title: "Кошик",
      count: "Товарів: %lld",
      items: [
        Item(id: "apples", name: "Яблука"),
        Item(id: "bread", name: "Хліб"),
        Item(id: "cheese", name: "Сир"),
        Item(id: "dates", name: "Фініки"),
        Item(id: "eggs", name: "Яйця"),
      ]),
    options: Options(
      title: "Параметри",
      alerts: Alerts(
        title: "Сповіщення", digest: Digest(toggle: "Щотижневе зведення", body: "Зведення прийде о {time}.")))
  )
}
