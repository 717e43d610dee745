/// CLDR's cardinal plural rules for one locale: which ``PluralCategory`` a number selects, such as `few`
/// for 3 in Russian.
///
/// The rules of every CLDR locale are generated from CLDR's `plurals.xml` into `PluralRules+CLDR.swift`
/// (see `Scripts/cldr/`); selecting a category is a switch, with no allocation and no Foundation, so it
/// gives the same answer on every platform.
public struct PluralRules: Equatable, Sendable {
  /// The CLDR locale whose rules these are, as CLDR spells it: `pt` for `pt-BR`, `pt_PT`, or `root`
  /// for a language CLDR has no rules for.
  public let locale: String
  /// The categories the locale's texts need, in CLDR order (zero, one, two, few, many, other); always
  /// ends with `other`.
  public let categories: [PluralCategory]
  private let ruleSet: RuleSet

  private init(locale: String, ruleSet: RuleSet) {
    self.locale = locale
    self.categories = Self.categories(of: ruleSet)
    self.ruleSet = ruleSet
  }

  /// The rules for a BCP 47 tag such as `pt-BR`, `en_US` or `zh-Hant-TW`, compared without case and
  /// with `_` read as `-`: the CLDR locale of the whole tag, else of each shorter tag (`zh-Hant`, `zh`),
  /// else CLDR's root rules, whose only category is `other`. As the runtime's locale resolver does, ICU
  /// keywords (`@…`) and everything from the first one-letter subtag (`-u-…`, `-x-…`) are left out.
  public static func forLocale(_ tag: String) -> PluralRules {
    let lowercased = tag.prefix { $0 != "@" }.lowercased()
    let allSubtags: [Substring] = lowercased.split(omittingEmptySubsequences: false) {
      $0 == "-" || $0 == "_"
    }
    let subtags = allSubtags.prefix { $0.count != 1 }
    for count in stride(from: subtags.count, to: 0, by: -1) {
      let key = subtags.prefix(count).joined(separator: "_")
      if let known = cldrLocales[key] { return PluralRules(locale: known.locale, ruleSet: known.ruleSet) }
    }
    return PluralRules(locale: "root", ruleSet: .root)
  }

  /// The category a number selects, from its operands: `PluralOperands("1.5")` is `other` in English,
  /// where `PluralOperands(1)` is `one`.
  public func category(for operands: PluralOperands) -> PluralCategory {
    Self.category(of: ruleSet, operands: operands)
  }

  /// The category an integer selects: the same as for `PluralOperands(integer)`, without building them.
  public func category(for integer: Int) -> PluralCategory {
    Self.category(of: ruleSet, integer: integer.magnitude)
  }
}
