import Labels

/// The compiled-in labels of every locale, and the locale the others are translated from.
public enum LabelsCatalog {
  /// The locale every other locale is translated from.
  public static let baseLocale = "en"

  /// Every locale with its labels, base locale first.
  public static let locales: [LocaleLabels] = [
    LocaleLabels(locale: "en", labels: .english),
    LocaleLabels(locale: "ru", labels: .russian),
    LocaleLabels(locale: "uk", labels: .ukrainian),
  ]

  /// Locales to load for languages that have none of their own.
  public static let aliases: [String: String] = [:]
}
