import LabelsCommands

/// A fixture app's labels through three releases, so that the commands are tested on labels the tests
/// own: 1.x has `login` (with an optional link) and `cart`; 1.1 adds `cart.checkout`; 2.0 removes
/// `login.welcome` and gives `cart.count` a second placeholder. ``counted(root:edit:)`` is a project of its
/// own whose `cart.count` is a plural label.
enum ShopLabels {
  /// The first schema.
  struct V1: Codable, Sendable {
    struct Login: Codable, Sendable {
      var welcome: String
      var greeting: String
      var forgotPassword: String?
    }
    struct Cart: Codable, Sendable {
      var title: String
      var count: String
    }
    var login: Login
    var cart: Cart
  }

  /// The second schema: `cart.checkout` added.
  struct V11: Codable, Sendable {
    struct Cart: Codable, Sendable {
      var title: String
      var count: String
      var checkout: String
    }
    var login: V1.Login
    var cart: Cart
  }

  /// The third schema: `login.welcome` removed.
  struct V2: Codable, Sendable {
    struct Login: Codable, Sendable {
      var greeting: String
      var forgotPassword: String?
    }
    var login: Login
    var cart: V11.Cart
  }

  /// The texts of the first release, by locale.
  static let english = V1(
    login: .init(welcome: "Welcome back", greeting: "Hello, %@!", forgotPassword: "Forgot password?"),
    cart: .init(title: "Cart", count: "%lld items"))
  static let russian = V1(
    login: .init(welcome: "С возвращением", greeting: "Привет, %@!", forgotPassword: "Забыли пароль?"),
    cart: .init(title: "Корзина", count: "Товаров: %lld"))
  static let ukrainian = V1(
    login: .init(welcome: "З поверненням", greeting: "Привіт, %@!", forgotPassword: "Забули пароль?"),
    cart: .init(title: "Кошик", count: "Товарів: %lld"))

  /// A project at `root` whose defaults are `locales` of one schema at `version`.
  static func project<Labels: Codable & Sendable>(
    root: String, version: String, locales: [(String, Labels)], aliases: [String: String] = [:]
  ) -> LabelsProject {
    LabelsProject(
      root: root, schema: Labels.self, version: version, baseLocale: "en",
      locales: locales.map { (locale: $0.0, labels: $0.1) }, aliases: aliases)
  }

  /// The first release's project, with `edit` applied to each locale's labels.
  static func v1(
    root: String, version: String = "1.0.0", edit: (String, inout V1) -> Void = { _, _ in }
  ) -> LabelsProject {
    project(
      root: root, version: version,
      locales: firstRelease.map { locale, labels in
        var labels = labels
        edit(locale, &labels)
        return (locale, labels)
      })
  }

  /// The first release's labels of every locale, base locale first.
  static let firstRelease: [(String, V1)] = [("en", english), ("ru", russian), ("uk", ukrainian)]

  /// The second release's labels: every locale gains `cart.checkout`.
  static let secondRelease: [(String, V11)] = firstRelease.map { locale, labels in
    let checkout = ["en": "Check out", "ru": "Оформить заказ", "uk": "Оформити замовлення"]
    let cart = V11.Cart(title: labels.cart.title, count: labels.cart.count, checkout: checkout[locale] ?? "")
    return (locale, V11(login: labels.login, cart: cart))
  }

  /// The second release's project.
  static func v11(root: String, version: String = "1.1.0") -> LabelsProject {
    project(root: root, version: version, locales: secondRelease)
  }

  /// The third release's project: `login.welcome` removed from every locale.
  static func v2(root: String, version: String = "2.0.0") -> LabelsProject {
    project(
      root: root, version: version,
      locales: secondRelease.map { locale, labels in
        let login = V2.Login(greeting: labels.login.greeting, forgotPassword: labels.login.forgotPassword)
        return (locale, V2(login: login, cart: labels.cart))
      })
  }

  /// A plural label as a schema encodes it: `{"@plural": {"one": …, "other": …, "=0": …}}`.
  struct Forms: Codable, Sendable {
    var plural: [String: String]

    enum CodingKeys: String, CodingKey {
      case plural = "@plural"
    }
  }

  /// A schema whose `cart.count` is a plural label, beside a text label and a list.
  struct Counted: Codable, Sendable {
    struct Cart: Codable, Sendable {
      var title: String
      var count: Forms
    }
    var cart: Cart
    var tips: [String]
  }

  /// The plural project's labels of every locale, base locale first: Russian and Ukrainian with their four
  /// forms, English with two, each with `=0`.
  static let countedRelease: [(String, Counted)] = [
    (
      "en",
      Counted(
        cart: .init(
          title: "Cart",
          count: Forms(plural: ["one": "%lld item", "other": "%lld items", "=0": "Your cart is empty"])),
        tips: ["Tap + to add."])
    ),
    (
      "ru",
      Counted(
        cart: .init(
          title: "Корзина",
          count: Forms(plural: [
            "one": "%lld товар", "few": "%lld товара", "many": "%lld товаров", "other": "%lld товара",
            "=0": "Корзина пуста",
          ])),
        tips: ["Нажмите +, чтобы добавить."])
    ),
    (
      "uk",
      Counted(
        cart: .init(
          title: "Кошик",
          count: Forms(plural: [
            "one": "%lld товар", "few": "%lld товари", "many": "%lld товарів", "other": "%lld товару",
            "=0": "Кошик порожній",
          ])),
        tips: ["Натисніть +, щоб додати."])
    ),
  ]

  /// The plural project at `root`, with `edit` applied to each locale's labels.
  static func counted(root: String, edit: (String, inout Counted) -> Void = { _, _ in }) -> LabelsProject {
    project(
      root: root, version: "1.0.0",
      locales: countedRelease.map { locale, labels in
        var labels = labels
        edit(locale, &labels)
        return (locale, labels)
      })
  }
}
