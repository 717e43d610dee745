extension PluralRules {
  /// CLDR's root rules, whose only category is `other`: the rules of a language CLDR has none for, and
  /// of a plural made or decoded without rules of its own.
  public static let root = forLocale("root")

  /// The `userInfo` key through which a coder and the plural labels it codes share their rules. A decoder
  /// holds a `PluralRules` there, which each plural it decodes takes (the app's runtime sets the rules of
  /// the locale it loads); an encoder may hold a ``PluralRulesRecording``, told the rules of each plural
  /// it encodes.
  public static let codingUserInfoKey = CodingUserInfoKey(rawValue: "LabelsCore.PluralRules")!
}
