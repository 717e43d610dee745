import LabelsCore

/// Makes every locale of an import valid for its own language before anything is written, so that the
/// team's first export passes: a translation lint would refuse becomes a gap, and a plural label takes
/// exactly the forms its locale's CLDR rules select.
///
/// - A text lint refuses (a placeholder the base text does not have, an empty text) is dropped: the
///   defaults copy the base text, as for a missing translation.
/// - A plural takes the categories of its locale: each from the locale's own form when lint takes it,
///   else the locale's `other` form, else the base's `other` form; a category its language never
///   selects and an exact form lint refuses are dropped. When the forms kept still bring an error (they
///   share the fault of the one refused), the label takes every form from the base. A locale without the plural gets the base's
///   `other` form in each of its categories (never the base's exact forms, which another language may
///   word differently).
///
/// Each such label is untranslated in the review state, with what the input had and why it was not
/// taken (``RefusedTranslation``). Lint runs on the documents the defaults will encode, so the rule that
/// refuses is the one `check` applies.
enum TranslationGaps {
  /// The entries with every gap filled, and the labels filled, by locale and key: with what the input had
  /// and why it was refused, or `nil` for a plural the locale lacked.
  struct Repair {
    var entries: [LocaleIdentifier: [String: TranslationEntry]]
    var filled: [LocaleIdentifier: [String: RefusedTranslation?]] = [:]
  }

  /// Repairs the entries of every locale but the base; `arguments` are the typed labels' (a text that
  /// does not take them is refused as `check` refuses it).
  static func repair(
    _ entries: [LocaleIdentifier: [String: TranslationEntry]], locales: [LocaleIdentifier],
    baseEntries: [String: TranslationEntry], pluralKeys: Set<String>, pluralTextKeys: Set<String> = [],
    tree: LabelTree, arguments: ArgumentDeclarations,
    documents: ([LocaleIdentifier: [String: TranslationEntry]]) -> LocalizedDocuments
  ) -> Repair {
    var repair = Repair(entries: entries)
    let others = locales.dropFirst()
    for locale in others {
      for key in pluralKeys.sorted() where repair.entries[locale]?[key] == nil {
        guard let base = baseEntries[key] else { continue }
        repair.entries[locale, default: [:]][key] = TranslationEntry(
          key: key, plural: filledForms([:], base: base, locale: locale), location: base.location,
          comment: base.comment)
        repair.filled[locale, default: [:]][key] = .some(nil)
      }
      for key in pluralTextKeys.sorted() where repair.entries[locale]?[key]?.variables == nil {
        guard let base = baseEntries[key] else { continue }
        repair.entries[locale, default: [:]][key] = filledText(
          nil, refusedForms: [], base: base, locale: locale)
        repair.filled[locale, default: [:]][key] = .some(nil)
      }
    }
    let keys = ImportedKeys(tree.pointers)
    let refusals = refusedLabels(
      Linter.lint(documents(repair.entries), arguments: arguments), keys: keys, locales: Set(others))
    for ((locale, key), findings) in refusals {
      guard let entry = repair.entries[locale]?[key] else { continue }
      let reason = findings.map { "\($0.path): \($0.message) [\($0.rule.id)]" }.joined(separator: "; ")
      let original = value(of: entry)
      if pluralTextKeys.contains(key), let base = baseEntries[key] {
        // A finding about one form drops it, one about a variable keeps its forms for filling, and any
        // other (its format) takes the base's label whole.
        let refusedForms = Set(
          findings.compactMap { variableForm(in: $0.path) }.compactMap { place in
            place.form.map { "\(place.variable)/\($0)" }
          })
        let wholeRefused = findings.contains { variableForm(in: $0.path) == nil }
        repair.entries[locale]?[key] = filledText(
          wholeRefused ? nil : entry, refusedForms: refusedForms, base: base, locale: locale)
      } else if pluralKeys.contains(key), let base = baseEntries[key] {
        // A text where the base has a plural is its `other` form.
        let refusedForms = Set(findings.compactMap { formName(in: $0.path) })
        let kept = (entry.plural ?? [PluralCategory.other.rawValue: entry.value]).filter {
          !refusedForms.contains($0.key)
        }
        repair.entries[locale]?[key] = TranslationEntry(
          key: key, plural: filledForms(kept, base: base, locale: locale), location: entry.location,
          comment: entry.comment)
      } else {
        repair.entries[locale]?[key] = nil
      }
      let wasFilled = repair.filled[locale]?[key] != nil
      repair.filled[locale, default: [:]][key] =
        wasFilled ? .some(nil) : RefusedTranslation(original: original, reason: reason)
    }
    refuseWhole(
      &repair,
      refusedLabels(
        Linter.lint(documents(repair.entries), arguments: arguments), keys: keys, locales: Set(others)),
      baseEntries: baseEntries, pluralKeys: pluralKeys, pluralTextKeys: pluralTextKeys)
    return repair
  }

  /// Takes the base's label whole where the forms a repair kept have the fault of those it refused (a
  /// Russian plural whose `one`, `few` and `many` all lack the argument its refused `other` has): every
  /// form is then the base's, and the reason says so, beside what the input had.
  private static func refuseWhole(
    _ repair: inout Repair, _ refusals: [(key: (LocaleIdentifier, String), findings: [Finding])],
    baseEntries: [String: TranslationEntry], pluralKeys: Set<String>, pluralTextKeys: Set<String>
  ) {
    for ((locale, key), findings) in refusals {
      guard let entry = repair.entries[locale]?[key] else { continue }
      let reason = findings.map { "\($0.path): \($0.message) [\($0.rule.id)]" }.joined(separator: "; ")
      if pluralTextKeys.contains(key), let base = baseEntries[key] {
        repair.entries[locale]?[key] = filledText(nil, refusedForms: [], base: base, locale: locale)
      } else if pluralKeys.contains(key), let base = baseEntries[key] {
        repair.entries[locale]?[key] = TranslationEntry(
          key: key, plural: filledForms([:], base: base, locale: locale), location: entry.location,
          comment: entry.comment)
      } else {
        repair.entries[locale]?[key] = nil
      }
      let whole = "the forms kept had the same fault (\(reason)), so every form is the base's"
      switch repair.filled[locale]?[key] {
      case .some(.some(let first)):
        repair.filled[locale]?[key] = RefusedTranslation(
          original: first.original, reason: first.reason + "; " + whole)
      case .some(.none):
        continue
      case .none:
        repair.filled[locale, default: [:]][key] = RefusedTranslation(
          original: value(of: entry), reason: reason)
      }
    }
  }

  /// The forms `locale` selects: its own where it has them, else its `other`, else the base's `other`.
  private static func filledForms(
    _ own: [String: String], base: TranslationEntry, locale: LocaleIdentifier
  ) -> [String: String] {
    let rules = PluralRules.forLocale(locale.rawValue)
    let fallback = own[PluralCategory.other.rawValue] ?? base.plural?["other"] ?? base.value
    var forms = own.filter { PluralLabel.exactNumber($0.key) != nil }
    for category in rules.categories { forms[category.rawValue] = own[category.rawValue] ?? fallback }
    return forms
  }

  /// A label of several counts in `locale`: the entry's format and each variable's forms it has (but
  /// `refusedForms`, as `variable/form`), filled as a plural's are; without an entry, the base's format
  /// with each variable's base `other` form in every category of the locale.
  private static func filledText(
    _ entry: TranslationEntry?, refusedForms: Set<String>, base: TranslationEntry, locale: LocaleIdentifier
  ) -> TranslationEntry {
    let source = entry ?? base
    var variables: [String: [String: String]] = [:]
    for (name, baseForms) in base.variables ?? [:] {
      let own = (entry?.variables?[name] ?? [:]).filter { !refusedForms.contains("\(name)/\($0.key)") }
      let baseOther = TranslationEntry(key: name, plural: baseForms, location: base.location)
      variables[name] = filledForms(own, base: baseOther, locale: locale)
    }
    return TranslationEntry(
      key: base.key, format: source.value, variables: variables, location: source.location,
      comment: source.comment)
  }

  /// The variable and form a finding is in (`followers`, `one`; no form when it is about the variable),
  /// or `nil` when it is about the whole label.
  private static func variableForm(in path: JSONPointer) -> (variable: String, form: String?)? {
    guard let marker = path.tokens.firstIndex(of: PluralTextLabel.variablesMarker),
      marker + 1 < path.tokens.count
    else { return nil }
    return (path.tokens[marker + 1], marker + 2 < path.tokens.count ? path.tokens[marker + 2] : nil)
  }

  /// Lint's errors in the non-base locales, by locale and the key of the label they are in.
  private static func refusedLabels(
    _ findings: [Finding], keys: ImportedKeys, locales: Set<LocaleIdentifier>
  ) -> [(key: (LocaleIdentifier, String), findings: [Finding])] {
    var grouped: [LocaleIdentifier: [String: [Finding]]] = [:]
    for finding in findings where finding.severity == .error {
      guard let locale = finding.locale, locales.contains(finding.locale!) else { continue }
      guard let key = keys.key(of: finding.path) else { continue }
      grouped[locale, default: [:]][key, default: []].append(finding)
    }
    return grouped.sorted { $0.key < $1.key }.flatMap { locale, labels in
      labels.sorted { $0.key < $1.key }.map { ((locale, $0.key), $0.value) }
    }
  }

  /// The plural form a finding is in (`one`, `=0`), or `nil` when it is about the whole label.
  private static func formName(in path: JSONPointer) -> String? {
    guard let marker = path.tokens.firstIndex(of: PluralLabel.marker), marker + 1 < path.tokens.count else {
      return nil
    }
    return path.tokens[marker + 1]
  }

  /// What the input had, as the documents hold it: a text, a plural's `@plural` object, or a label of
  /// several counts' `@format` and `@plurals`.
  static func value(of entry: TranslationEntry) -> JSONValue {
    if let variables = entry.variables {
      return PluralTextLabel(
        format: .string(entry.value),
        variables: variables.mapValues { .object(PluralLabel(texts: $0).members) }
      )
      .value
    }
    guard let plural = entry.plural else { return .string(entry.value) }
    return PluralLabel(texts: plural).value
  }
}
