import LabelsCore

/// Fills, in each locale but the base, a plural form the input lacks that the locale's CLDR rules select
/// only for exact millions (the `many` CLDR gave Spanish, French, Italian, Portuguese and Catalan for
/// 1,000,000, 2,000,000 …). Catalogs written before CLDR added it lack it, and Apple's formatter shows
/// `other` for it, so the form takes the locale's own `other`. The label is marked needs-review with the
/// input's forms and the reason: no translation is lost to a form the app shows for a million items, and
/// the translator sees the one form to check.
enum MillionForms {
  /// Fills such forms in `entries` of `locales` for the plural labels and labels of several counts
  /// `keys`, but those `repaired` already filled, and returns what the input had and why, by locale and
  /// key.
  static func fill(
    _ entries: inout [LocaleIdentifier: [String: TranslationEntry]], locales: ArraySlice<LocaleIdentifier>,
    keys: Set<String>, repaired: [LocaleIdentifier: [String: RefusedTranslation?]]
  ) -> [LocaleIdentifier: [String: RefusedTranslation]] {
    var filled: [LocaleIdentifier: [String: RefusedTranslation]] = [:]
    for locale in locales {
      let rules = PluralRules.forLocale(locale.rawValue)
      for key in keys.sorted() where repaired[locale]?[key] == nil {
        guard let entry = entries[locale]?[key], let (completed, added) = completed(entry, rules: rules)
        else { continue }
        entries[locale]?[key] = completed
        let forms = added.map { "`\($0)`" }.joined(separator: ", ")
        let reason =
          "\(forms) missing: \(locale) selects \(added.count == 1 ? "it" : "them") only for exact millions "
          + "(1,000,000, 2,000,000 …); filled from `other`, which Apple's formatter shows there; check it"
        filled[locale, default: [:]][key] = RefusedTranslation(
          original: TranslationGaps.value(of: entry), reason: reason)
      }
    }
    return filled
  }

  /// The entry with its missing forms filled, and the forms filled (`many`, or `files/many` in a label of
  /// several counts); `nil` when it misses none, or one that numbers below a million select.
  private static func completed(
    _ entry: TranslationEntry, rules: PluralRules
  ) -> (entry: TranslationEntry, added: [String])? {
    if let plural = entry.plural {
      guard let (forms, added) = completed(plural, rules: rules) else { return nil }
      return (
        TranslationEntry(key: entry.key, plural: forms, location: entry.location, comment: entry.comment),
        added
      )
    }
    guard var variables = entry.variables else { return nil }
    var added: [String] = []
    for name in variables.keys.sorted() {
      guard let forms = variables[name], let (completed, names) = completed(forms, rules: rules) else {
        continue
      }
      variables[name] = completed
      added += names.map { "\(name)/\($0)" }
    }
    guard !added.isEmpty else { return nil }
    return (
      TranslationEntry(
        key: entry.key, format: entry.value, variables: variables, location: entry.location,
        comment: entry.comment, state: entry.state),
      added
    )
  }

  /// `forms` with each missing category taken from `other`, and the categories taken, when every missing
  /// one selects only exact millions.
  private static func completed(
    _ forms: [String: String], rules: PluralRules
  ) -> (forms: [String: String], added: [String])? {
    guard let other = forms[PluralCategory.other.rawValue] else { return nil }
    let missing = rules.categories.filter { forms[$0.rawValue] == nil }
    guard !missing.isEmpty, missing.allSatisfy(rules.selectsOnlyMillions) else { return nil }
    var completed = forms
    for category in missing { completed[category.rawValue] = other }
    return (completed, missing.map(\.rawValue))
  }
}
