import Labels

/// The compiled-in labels of every locale, and the locale the others are translated from.
///
/// To add a locale, add a folder with its `Labels` instance (one file per section, as the base
/// locale's folder has) and one line to `locales`.
public enum LabelsCatalog {
  /// The locale every other locale is translated from.
  public static let baseLocale = "en"

  /// Every locale with its labels, base locale first.
  public static let locales: [LocaleLabels] = [
    LocaleLabels(locale: "en", labels: .english),
    LocaleLabels(locale: "ar", labels: .arabic),
    LocaleLabels(locale: "ru", labels: .russian),
  ]

  /// Locales to load for languages that have none of their own, by BCP 47 tag (such as `zh-Hant` →
  /// `zh-Hans`); each target is one of `locales`.
  public static let aliases: [String: String] = [:]
}
