extension LabelsCatalog {
  /// The labels meant to read the same in other locales as in the base locale.
  public static let untranslated: [String: [String]] = [:]
}
