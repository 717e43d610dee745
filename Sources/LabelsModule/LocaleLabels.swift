/// The labels of one locale, named by its BCP 47 tag: an entry of the team's `LabelsCatalog.locales`.
///
/// Toolchain code compiled into the team's `Labels` module, because it names the team's `Labels` type.
public struct LocaleLabels: Sendable {
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
