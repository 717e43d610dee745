import Labels

extension LabelsCatalog {
  /// The labels meant to read the same in other locales as in the base locale, so that
  /// `LabelsParser lint` does not warn that they are untranslated: a JSON Pointer into the labels, in
  /// which `*` matches any one key or array index, with the locales it applies to (none: every
  /// locale). Add a brand name, for example, as `"/login/brand": []`.
  public static let untranslated: [String: [String]] = [:]
}
