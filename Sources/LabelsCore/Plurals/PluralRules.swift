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
  /// Looking up takes a few hundred nanoseconds: keep the rules of a locale rather than looking them up for
  /// every number.
  public static func forLocale(_ tag: String) -> PluralRules {
    var key = cldrKey(tag)
    while true {
      if let known = cldrLocales[key] { return PluralRules(locale: known.locale, ruleSet: known.ruleSet) }
      guard let lastSeparator = key.utf8.lastIndex(of: UInt8(ascii: "_")) else { break }
      key = String(key[..<lastSeparator])
    }
    return PluralRules(locale: "root", ruleSet: .root)
  }

  /// A tag in the spelling of ``cldrLocales``' keys, lowercase with `_` (`zh_hant_tw`), without ICU
  /// keywords and without the subtags from the first one-letter subtag on. Short tags stay in the
  /// string's inline storage, so this does not allocate.
  private static func cldrKey(_ tag: String) -> String {
    var key = ""
    var subtagLength = 0
    for byte in tag.utf8 {
      switch byte {
      case UInt8(ascii: "@"):
        return subtagLength == 1 ? String(key.dropLast(2)) : key
      case UInt8(ascii: "-"), UInt8(ascii: "_"):
        if subtagLength == 1 { return String(key.dropLast(2)) }
        key.unicodeScalars.append("_")
        subtagLength = 0
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        key.unicodeScalars.append(Unicode.Scalar(byte + 32))
        subtagLength += 1
      default:
        key.unicodeScalars.append(Unicode.Scalar(byte))
        subtagLength += 1
      }
    }
    return subtagLength == 1 ? String(key.dropLast(2)) : key
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

  /// The one whole number `category` selects, when it selects exactly one: 1 for `one` in English, 2 for
  /// `two` in Arabic; `nil` when it selects several (`one` in Russian: 1, 21, 31 …) or none.
  public func onlyInteger(of category: PluralCategory) -> Int? {
    Self.onlyInteger(of: ruleSet, category: category)
  }

  /// Whether `category` selects no whole number below a million: the `many` CLDR gave Spanish, French,
  /// Italian, Portuguese and Catalan for exact millions (1,000,000, 2,000,000 …), which catalogs written
  /// before it lack and for which Apple's formatter, and the app, show `other`.
  public func selectsOnlyMillions(_ category: PluralCategory) -> Bool {
    guard let first = samples(of: category).first, let number = Int(first) else { return false }
    return number >= 1_000_000
  }

  /// The first three numbers CLDR lists as samples of `category`, whole numbers first: `["1", "21",
  /// "31"]` for `one` in Russian; empty for a category the locale does not have.
  public func samples(of category: PluralCategory) -> [String] {
    Self.samples(of: ruleSet, category: category)
  }
}
