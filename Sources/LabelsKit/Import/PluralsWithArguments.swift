import LabelsCore

/// Plurals whose forms take arguments beside their count (CotEditor's `Found %1$lld matches in “%2$@.”`,
/// damus's `%2$@ sats`), read from a String Catalog's plural variations or a `.stringsdict` key whose
/// format is one variable. A `Plural` formats its forms with the count alone, so the app could never
/// pass the other arguments: each such label becomes a label of several counts of one variable,
/// ``variable``, whose format ``format`` takes the count as argument 1 and whose forms take the text's
/// other arguments by position (``LabelsCore/PluralTextArguments``), as Apple formats every form with the
/// whole argument list. Its type is then `PluralText1` or `PluralText2`, whose call passes them.
enum PluralsWithArguments {
  /// The variable the count fills.
  static let variable = "count"
  /// The format: the variable's form, the count argument 1.
  static let format = "%1$#@count@"

  /// `tables` with every locale's plural of each such key (judged by the base locale's `other` form) a
  /// label of several counts.
  static func convert(_ tables: [TranslationTable], baseLocale: LocaleIdentifier) -> [TranslationTable] {
    var keys: Set<String> = []
    for table in tables where table.locale == baseLocale {
      for entry in table.entries where takesOtherArguments(entry) { keys.insert(entry.key) }
    }
    guard !keys.isEmpty else { return tables }
    return tables.map { table in
      TranslationTable(
        locale: table.locale, file: table.file,
        entries: table.entries.map { entry in
          guard keys.contains(entry.key), let forms = entry.plural else { return entry }
          return TranslationEntry(
            key: entry.key, format: format, variables: [variable: forms], location: entry.location,
            comment: entry.comment, state: entry.state)
        }, readNotes: table.readNotes)
    }
  }

  /// Whether a plural's `other` form takes a printf argument beside its count (argument 1), and its
  /// forms read as a label of several counts.
  private static func takesOtherArguments(_ entry: TranslationEntry) -> Bool {
    guard let forms = entry.plural, let other = forms[PluralCategory.other.rawValue],
      let positioned = try? PluralTextArguments.positioned(other, countAt: 1),
      PlaceholderSignature(positioned).arguments.keys.contains(where: { $0 > 1 }),
      let parsed = try? PluralTextFormat(format)
    else { return false }
    return (try? PluralTextArguments(format: parsed, forms: [variable: forms])) != nil
  }
}
