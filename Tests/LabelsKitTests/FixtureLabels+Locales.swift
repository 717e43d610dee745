import LabelsKit

/// The fixture catalog whose export is committed under `Golden/labels/`.
extension FixtureLabels {
  /// The version the fixture catalog is exported as; its Firebase line is `v2`.
  static let version = "2.1.0"

  /// The base locale, with every optional label.
  static let base = FixtureLabels(
    profile: Profile(headline: "Good to see you", signIn: "Sign in", greeting: "Hi, %@!", hint: "Need help?"),
    cart: Cart(
      title: "Cart",
      count: "%lld items",
      items: [
        Item(id: "apples", name: "Apples"),
        Item(id: "bread", name: "Bread"),
        Item(id: "cheese", name: "Cheese"),
        Item(id: "dates", name: "Dates"),
      ]),
    options: Options(
      title: "Options",
      alerts: Alerts(
        title: "Alerts", digest: Digest(toggle: "Weekly digest", body: "Your digest arrives at {time}."))))

  /// A translated locale that leaves the optional `profile/hint` out.
  static let partial = FixtureLabels(
    profile: Profile(headline: "Schön, dich zu sehen", signIn: "Anmelden", greeting: "Hallo, %@!", hint: nil),
    cart: Cart(
      title: "Warenkorb",
      count: "%lld Artikel",
      items: [
        Item(id: "apples", name: "Äpfel"),
        Item(id: "bread", name: "Brot"),
        Item(id: "cheese", name: "Käse"),
        Item(id: "dates", name: "Datteln"),
      ]),
    options: Options(
      title: "Optionen",
      alerts: Alerts(
        title: "Hinweise",
        digest: Digest(toggle: "Wöchentliche Übersicht", body: "Die Übersicht kommt um {time}."))))

  /// The catalog of both locales, base locale first.
  static func catalog() throws -> Catalog<FixtureLabels> {
    try Catalog(version: version, baseLocale: "en", entries: [("en", base), ("de", partial)])
  }
}
