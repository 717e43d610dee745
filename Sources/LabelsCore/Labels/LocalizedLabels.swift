/// The compiled-in labels of one locale, named by its BCP 47 tag: an entry of an app's catalog of
/// defaults (the team's `LabelsCatalog.locales`, whose entries are `LocaleLabels`, this type for the
/// team's `Labels`), from which the app's runtime picks the locale to show.
public struct LocalizedLabels<Labels> {
  /// The BCP 47 tag of the locale, such as `en` or `pt-BR`.
  public let locale: String
  /// The labels shown in that locale.
  public let labels: Labels

  /// Pairs a locale tag with its labels.
  public init(locale: String, labels: Labels) {
    self.locale = locale
    self.labels = labels
  }
}

extension LocalizedLabels: Sendable where Labels: Sendable {}
