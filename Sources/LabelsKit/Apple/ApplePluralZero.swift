import LabelsCore

/// How Apple's `zero` plural form relates to the exact form `=0`, one rule for emit and import: Apple
/// selects `zero` for the number 0 in every language whose CLDR rules have no `zero` category, so there
/// the two are one form; where the rules have one (Latvian, Arabic, Welsh), Apple selects `zero` by CLDR,
/// for 10 and 20 too, and it is the category.
enum ApplePluralZero {
  /// The member of `@plural` that Apple's `zero` stands for where it means the number 0.
  static let exactMember = PluralLabel.exactKey(0)

  /// Whether Apple's `zero` form is the exact form `=0` in `locale`.
  static func isExactZero(in locale: LocaleIdentifier) -> Bool {
    !PluralRules.forLocale(locale.rawValue).categories.contains(.zero)
  }
}
