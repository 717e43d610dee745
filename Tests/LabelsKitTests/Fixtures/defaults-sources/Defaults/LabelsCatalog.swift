import Labels

/// A team's catalog, as the locator reads it.
public enum LabelsCatalog {
  /// Every locale with its labels.
  public static let locales: [LocaleLabels] = [
    LocaleLabels(locale: "en", labels: .english),
    LocaleLabels(locale: "ru", labels: .russian),
    LocaleLabels(locale: "uk", labels: .ukrainian),
    LocaleLabels(locale: "is", labels: .`is`),
    LocaleLabels(locale: "as", labels: .as),
  ]
}
