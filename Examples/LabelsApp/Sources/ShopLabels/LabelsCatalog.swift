import LabelsSchema

/// The example's compiled-in labels of every locale, as a team's `Defaults/LabelsCatalog.swift` has them.
public enum LabelsCatalog {
  /// The locale every other locale is translated from.
  public static let baseLocale = "en"

  /// Every locale with its labels, base locale first.
  public static let locales: [LocalizedLabels<Labels>] = [
    LocalizedLabels(locale: "en", labels: .english),
    LocalizedLabels(locale: "ru", labels: .russian),
  ]

  /// Locales to load for languages that have none of their own.
  public static let aliases: [String: String] = ["be": "ru"]
}
