import Labels

/// The compiled-in labels of every locale, and the locale the others are translated from.
///
/// To add a locale, add a file with its `Labels` instance and one line to `locales`.
public enum LabelsCatalog {
  /// The locale every other locale is translated from.
  public static let baseLocale = "en"

  /// Every locale with its labels, base locale first.
  public static let locales: [LocaleLabels] = [
    LocaleLabels(locale: "en", labels: .en),
    LocaleLabels(locale: "ru", labels: .ru),
    LocaleLabels(locale: "uk", labels: .uk),
  ]

  /// Locales to load for languages that have none of their own, by BCP 47 tag (such as `zh-Hant` →
  /// `zh-Hans`); each target is one of `locales`.
  public static let aliases: [String: String] = [:]
}
