/// A CLDR cardinal plural category: the form of a text a count selects, such as `few` for 3 in Russian.
///
/// Every language has `other`; which of the others it has, and which numbers select them, are CLDR's
/// plural rules (``PluralRules``).
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
  case zero, one, two, few, many, other

  /// Categories order as CLDR lists them: zero, one, two, few, many, other.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
