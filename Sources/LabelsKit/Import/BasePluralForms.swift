import LabelsCore

/// Fills the forms a base locale's plural lacks that its language selects, from the plural's own
/// `other`. Xcode accepts a plural without `one` (CotEditor's English `FindResult.replace.message` has
/// `zero` and `other` only), but every form the language selects must be there for the label to compile
/// and pass lint, and a base text has no translation to fall back on: without this the label would be
/// refused, or left out with `--skip-unsupported`. No label a team has is lost to a form it can write
/// later; the report names each form filled.
enum BasePluralForms {
  /// `tables` with the base locale's plurals completed, and each label completed with the forms filled.
  static func fill(_ tables: [TranslationTable], baseLocale: LocaleIdentifier) -> (
    tables: [TranslationTable], filled: [ImportReport.Refused]
  ) {
    let rules = PluralRules.forLocale(baseLocale.rawValue)
    var filled: [ImportReport.Refused] = []
    let completed = tables.map { table -> TranslationTable in
      guard table.locale == baseLocale else { return table }
      let entries = table.entries.map { entry -> TranslationEntry in
        guard let forms = entry.plural, let other = forms[PluralCategory.other.rawValue] else { return entry }
        let missing = rules.categories.filter { forms[$0.rawValue] == nil }
        guard !missing.isEmpty else { return entry }
        var completed = forms
        for category in missing { completed[category.rawValue] = other }
        let names = missing.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        filled.append(
          ImportReport.Refused(
            locale: baseLocale, key: entry.key,
            reason:
              "\(names) missing, which \(baseLocale) selects: filled from `other`; write \(missing.count == 1 ? "it" : "them")"
          ))
        return TranslationEntry(
          key: entry.key, plural: completed, location: entry.location, comment: entry.comment)
      }
      return TranslationTable(
        locale: table.locale, file: table.file, entries: entries, readNotes: table.readNotes)
    }
    return (completed, filled.sorted { $0.key < $1.key })
  }
}
