import LabelsCore

/// Plurals whose forms take arguments beside their count (CotEditor's `Found %1$lld matches in “%2$@.”`,
/// damus's `%2$@ sats`), read from a String Catalog's plural variations or a `.stringsdict` key whose
/// format is one variable. A `Plural` formats its forms with the count alone, so the app could never
/// pass the other arguments: each such label becomes a label of several counts of one variable,
/// ``variable``, whose format ``format`` takes the count as argument 1 and whose forms take the text's
/// other arguments by position (``LabelsCore/PluralTextArguments``), as Apple formats every form with the
/// whole argument list. Its type is then `PluralText1` or `PluralText2`, whose call passes them; one
/// that takes more, or an argument no label argument type is, cannot be carried
/// (``uncarriable(_:baseLocale:)``).
enum PluralsWithArguments {
  /// The variable the count fills.
  static let variable = "count"
  /// The format: the variable's form, the count argument 1.
  static let format = "%1$#@count@"

  /// `tables` with every locale's plural of each such key (judged by the base locale's `other` form) a
  /// label of several counts; a key that cannot be carried is left as it is.
  static func convert(_ tables: [TranslationTable], baseLocale: LocaleIdentifier) -> [TranslationTable] {
    var keys: Set<String> = []
    for table in tables where table.locale == baseLocale {
      for entry in table.entries where (try? otherArguments(of: entry))?.isEmpty == false {
        keys.insert(entry.key)
      }
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

  /// The base locale's plurals whose forms take other arguments than a label's typed call can pass:
  /// more than ``ImportedPluralText/maximumOtherArguments``, or one of no label argument type (`%c`).
  static func uncarriable(_ tables: [TranslationTable], baseLocale: LocaleIdentifier) -> [ImportInputs
    .Skipped]
  {
    tables.filter { $0.locale == baseLocale }.flatMap { table in
      table.entries.compactMap { entry -> ImportInputs.Skipped? in
        do throws(ImportedPlural.Refusal) {
          _ = try otherArguments(of: entry)
          return nil
        } catch {
          return ImportInputs.Skipped(
            file: table.file,
            entry: StringCatalog.Skipped(key: entry.key, locale: baseLocale, reason: error.reason))
        }
      }
    }
  }

  /// The kinds of the arguments a plural's forms take beside its count (argument 1), judged by its
  /// `other` form; none for a text, a label of several counts, or a plural whose forms do not read as
  /// a label of several counts (lint judges those).
  /// - Throws: ``ImportedPlural/Refusal`` when they are more than a typed call passes, or of no label
  ///   argument type.
  private static func otherArguments(of entry: TranslationEntry) throws(ImportedPlural.Refusal)
    -> [LabelArgument.Kind]
  {
    guard let forms = entry.plural, let other = forms[PluralCategory.other.rawValue],
      let positioned = try? PluralTextArguments.positioned(other, countAt: 1),
      PlaceholderSignature(positioned).arguments.keys.contains(where: { $0 > 1 }),
      let parsed = try? PluralTextFormat(format),
      let arguments = try? PluralTextArguments(format: parsed, forms: [variable: forms])
    else { return [] }
    let kinds = try ImportedTemplates.kinds(of: arguments.otherArguments)
    let most = ImportedPluralText.maximumOtherArguments
    guard kinds.count <= most else {
      throw ImportedPlural.Refusal(
        "has forms that take \(kinds.count) arguments beside their count, more than the \(most) of PluralText\(most)"
      )
    }
    return kinds
  }
}
