import LabelsCore

/// Turns existing translations into a starting point for this project, in memory: the `Labels` schema
/// and `Defaults` in the project's own layout (docs/large-catalogs.md), the catalog, and a report.
package enum ImportPlan {
  /// The generated files and the report.
  package struct Result: Equatable, Sendable {
    /// The files, sorted by path: `Sources/Labels/*.swift`, `Defaults/*.swift` and ``reportFileName``.
    package let files: [ExportFile]
    /// What the import found.
    package let report: ImportReport
    /// The labels document of every locale, as an export of the generated defaults writes it: what
    /// lint judges before the first export.
    package let documents: LocalizedDocuments
    /// What the generated schema's typed labels take, which lint checks the documents against.
    package let arguments: ArgumentDeclarations
    /// The key each label was imported from, by its place in the documents.
    let keys: ImportedKeys
  }

  /// The name of the report written beside the sources.
  package static let reportFileName = "ImportReport.md"
  /// The review state written beside the defaults, as the project keeps it.
  package static let reviewFileName = "Defaults/LabelsReview.json"

  /// The review state of the import: every gap `untranslated` (its translation the base text the
  /// defaults copy), every plural whose million form was filled `needs-review` (``MillionForms``), every
  /// state a String Catalog gave a translation, each with the value the locale's defaults write (a text,
  /// or a plural label's `@plural` object).
  private static func review(
    locales: ArraySlice<LocaleIdentifier>, entries: [LocaleIdentifier: [String: TranslationEntry]],
    baseEntries: [String: TranslationEntry], baseKeys: [String], pluralKeys: Set<String>,
    pointers: [String: JSONPointer], filled: [LocaleIdentifier: [String: RefusedTranslation?]],
    millionForms: [LocaleIdentifier: [String: RefusedTranslation]]
  ) -> (state: ReviewState, reviewed: [ImportReport.Reviewed]) {
    var state = ReviewState()
    var reviewed: [ImportReport.Reviewed] = []
    for locale in locales {
      let localeEntries = entries[locale] ?? [:]
      for key in baseKeys {
        guard let pointer = pointers[key] else { continue }
        let isPlural = pluralKeys.contains(key)
        if let refused = filled[locale]?[key], let entry = localeEntries[key] ?? baseEntries[key] {
          state.mark(
            .untranslated, at: pointer, in: locale, translation: value(entry, plural: isPlural),
            refused: refused)
        } else if let filled = millionForms[locale]?[key], let entry = localeEntries[key] {
          state.mark(
            .needsReview, at: pointer, in: locale, translation: value(entry, plural: isPlural),
            refused: filled)
        } else if let entry = localeEntries[key] {
          guard let translationState = entry.state else { continue }
          state.mark(translationState, at: pointer, in: locale, translation: value(entry, plural: isPlural))
          reviewed.append(ImportReport.Reviewed(locale: locale, key: key, state: translationState))
        } else if let base = baseEntries[key] {
          state.mark(.untranslated, at: pointer, in: locale, translation: value(base, plural: isPlural))
        }
      }
    }
    return (state, reviewed)
  }

  /// The JSON value the defaults write for an entry: its text, or the `@plural` object of its forms (a
  /// text in a plural key is the `other` form).
  private static func value(_ entry: TranslationEntry, plural: Bool) -> JSONValue {
    if entry.variables != nil { return TranslationGaps.value(of: entry) }
    guard plural else { return .string(entry.value) }
    let forms = entry.plural ?? ["other": entry.value]
    return PluralLabel(texts: forms).value
  }

  /// Whether an entry comes from a `.stringsdict` file.
  private static func isFromStringsDict(_ entry: TranslationEntry) -> Bool {
    (entry.plural != nil || entry.variables != nil) && entry.location.file.hasSuffix(".stringsdict")
  }

  /// Generates the sources of `tables`.
  ///
  /// The schema holds the keys of the base locale. A key another locale lacks is filled with the base
  /// text and marked by a comment; a key only other locales have is left out. A key that is a plural in
  /// the base locale is a `Plural` in every locale (a locale's text becomes its `other` form); a plural
  /// where the base locale has text gives its `other` form. A key in both a locale's `.strings` and its
  /// `.stringsdict` is the `.stringsdict`'s plural, as Apple reads it. All of these are in the report.
  /// - Parameters:
  ///   - tables: every file read; files of one locale and table are merged, and each table other than
  ///     the root's is a group of its own (``TableNamespaces``).
  ///   - baseLocale: the locale the others are translated from.
  ///   - skipped: String Catalog localizations and `.stringsdict` keys left out, for the report.
  ///   - notes: how the files were read (`Base.lproj`), for the report.
  ///   - schemaVersion: the value of `Labels.schemaVersion`.
  ///   - skippingRefusedBase: whether a label whose base text lint refuses is left out and listed in
  ///     `skipped` (`--skip-unsupported`), rather than imported for lint to name.
  /// - Throws: ``ImportError/duplicateKey(key:locale:first:second:)`` when two files of one locale and
  ///   table define a key (other than a `.strings` text and a `.stringsdict` plural), ``ImportError/missingBaseLocale(_:available:)`` when no table is in the base locale.
  package static func generate(
    _ tables: [TranslationTable], baseLocale: LocaleIdentifier, skipped: [StringCatalog.Skipped] = [],
    notes: [String] = [], schemaVersion: String = "1.0.0", skippingRefusedBase: Bool = false
  ) throws(ImportError) -> Result {
    var namespaces = TableNamespaces(tables)
    let tables = namespaces.qualify(tables)
    let notes = notes + namespaces.notes
    let result = try generateOnce(
      tables, baseLocale: baseLocale, skipped: skipped, notes: notes, schemaVersion: schemaVersion,
      namespaces: namespaces)
    guard skippingRefusedBase else { return result }
    // A base text lint refuses has no translation to fall back on: the label is left out, by name.
    var refused: [String: [String]] = [:]
    for finding in Linter.lint(result.documents, arguments: result.arguments)
    where finding.severity == .error && finding.locale == baseLocale {
      guard let key = result.keys.key(of: finding.path) else { continue }
      refused[key, default: []].append("\(finding.message) [\(finding.rule.id)]")
    }
    guard !refused.isEmpty else { return result }
    let kept = tables.map { table in
      TranslationTable(
        locale: table.locale, file: table.file, entries: table.entries.filter { refused[$0.key] == nil })
    }
    let left = refused.keys.sorted(by: CanonicalJSONWriter.keyPrecedes).map { key in
      StringCatalog.Skipped(
        key: key, locale: baseLocale,
        reason: "has a base text (\(baseLocale)) lint refuses: "
          + (refused[key] ?? []).joined(separator: "; "))
    }
    return try generateOnce(
      kept, baseLocale: baseLocale, skipped: skipped + left, notes: notes, schemaVersion: schemaVersion,
      namespaces: namespaces)
  }

  private static func generateOnce(
    _ tables: [TranslationTable], baseLocale: LocaleIdentifier, skipped: [StringCatalog.Skipped],
    notes: [String], schemaVersion: String, namespaces: TableNamespaces
  ) throws(ImportError) -> Result {
    var entries: [LocaleIdentifier: [String: TranslationEntry]] = [:]
    var replaced: [ImportReport.LeftOut] = []
    let baseForms = BasePluralForms.fill(tables, baseLocale: baseLocale)
    for table in PluralsWithArguments.convert(baseForms.tables, baseLocale: baseLocale) {
      // A table without entries still brings its locale: every key is a gap there.
      entries[table.locale, default: [:]].reserveCapacity(table.entries.count)
      for entry in table.entries {
        guard let first = entries[table.locale, default: [:]].updateValue(entry, forKey: entry.key) else {
          continue
        }
        // Apple reads a key of a locale's .stringsdict before its .strings: the plural wins.
        let (kept, dropped) = isFromStringsDict(entry) ? (entry, first) : (first, entry)
        guard isFromStringsDict(kept), !isFromStringsDict(dropped) else {
          throw .duplicateKey(
            key: entry.key, locale: table.locale.rawValue, first: first.location, second: entry.location)
        }
        entries[table.locale]?[entry.key] = kept
        replaced.append(
          ImportReport.LeftOut(locale: table.locale, key: entry.key, location: dropped.location))
      }
    }
    guard let baseEntries = entries[baseLocale] else {
      throw .missingBaseLocale(baseLocale.rawValue, available: entries.keys.sorted().map(\.rawValue))
    }
    let locales = [baseLocale] + entries.keys.filter { $0 != baseLocale }.sorted()
    let baseValues = baseEntries.mapValues(\.value)
    let pluralKeys = Set(baseEntries.values.filter { $0.plural != nil }.map(\.key))
    let pluralTexts = baseEntries.compactMapValues { entry in
      entry.variables == nil ? nil : (try? PluralTextFormat(entry.value))?.variables
    }
    var gaps: [ImportReport.Gap] = []
    var leftOut: [ImportReport.LeftOut] = []
    var mixed: [ImportReport.Mixed] = []
    let baseKeys = baseValues.keys.sorted(by: CanonicalJSONWriter.keyPrecedes)
    for locale in locales.dropFirst() {
      let localeEntries = entries[locale] ?? [:]
      gaps += baseKeys.filter { localeEntries[$0] == nil }.map { ImportReport.Gap(locale: locale, key: $0) }
      mixed += baseKeys.compactMap { key in
        guard let entry = localeEntries[key], (entry.plural != nil) != pluralKeys.contains(key) else {
          return nil
        }
        return ImportReport.Mixed(locale: locale, key: key, textInPlural: entry.plural == nil)
      }
      leftOut += localeEntries.keys.filter { baseValues[$0] == nil }.sorted(
        by: CanonicalJSONWriter.keyPrecedes
      )
      .compactMap { key in
        localeEntries[key].map { ImportReport.LeftOut(locale: locale, key: key, location: $0.location) }
      }
    }
    let tree = LabelTree(
      values: baseValues, pluralKeys: pluralKeys, pluralTexts: pluralTexts, namespaces: namespaces)
    let templates = ImportedTemplates(tree: tree, baseValues: baseValues)
    let repair = TranslationGaps.repair(
      entries, locales: locales, baseEntries: baseEntries, pluralKeys: pluralKeys,
      pluralTextKeys: Set(pluralTexts.keys), tree: tree, arguments: templates.declarations
    ) { Self.documents(locales: locales, entries: $0, baseEntries: baseEntries, tree: tree) }
    entries = repair.entries
    let millionForms = MillionForms.fill(
      &entries, locales: locales.dropFirst(), keys: pluralKeys.union(pluralTexts.keys),
      repaired: repair.filled)
    let comments = baseEntries.compactMapValues { entry in
      entry.comment.flatMap { SwiftComment.lines($0).isEmpty ? nil : $0 }
    }
    let schema = SwiftSchema(
      tree: tree, baseValues: baseValues, comments: comments, templateTypes: templates.types,
      pluralTextForms: baseEntries.compactMapValues(\.variables))
    let review = Self.review(
      locales: locales.dropFirst(), entries: entries, baseEntries: baseEntries, baseKeys: baseKeys,
      pluralKeys: pluralKeys, pointers: tree.pointers, filled: repair.filled, millionForms: millionForms)
    let report = ImportReport(
      baseLocale: baseLocale, locales: locales, fileCount: Set(tables.map(\.file)).count, notes: notes,
      labelCount: baseValues.count, gaps: gaps, leftOut: leftOut, keptWhole: tree.keptWhole,
      renamed: schema.renamed, groups: tree.groups,
      comments: comments.keys.sorted(by: CanonicalJSONWriter.keyPrecedes), reviewed: review.reviewed,
      escaped: tree.escapedKeys, shortened: tree.shortenedKeys,
      skipped: skipped,
      plurals: pluralKeys.sorted(by: CanonicalJSONWriter.keyPrecedes),
      pluralTexts: pluralTexts.keys.sorted(by: CanonicalJSONWriter.keyPrecedes), mixed: mixed,
      replaced: replaced.sorted { ($0.locale, $0.key) < ($1.locale, $1.key) },
      refused: repair.filled.sorted { $0.key < $1.key }.flatMap { locale, labels in
        labels.sorted { $0.key < $1.key }.compactMap { key, refused in
          refused.map { ImportReport.Refused(locale: locale, key: key, reason: $0.reason) }
        }
      },
      baseForms: baseForms.filled,
      millionForms: millionForms.sorted { $0.key < $1.key }.flatMap { locale, labels in
        labels.sorted { $0.key < $1.key }.map {
          ImportReport.Refused(locale: locale, key: $0, reason: $1.reason)
        }
      },
      typed: templates.types.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }.map {
        ImportReport.Typed(key: $0.key, type: $0.value)
      }, untyped: templates.untyped)
    let files =
      SwiftSchemaWriter.files(schema.structs, schemaVersion: schemaVersion)
      + SwiftDefaultsWriter.files(
        value: schema.value, locales: locales, baseLocale: baseLocale, entries: entries)
      + [
        ExportFile(path: reviewFileName, contents: review.state.bytes),
        ExportFile(path: reportFileName, contents: Array(report.text.utf8)),
      ]
    let documents = Self.documents(locales: locales, entries: entries, baseEntries: baseEntries, tree: tree)
    return Result(
      files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, report: report,
      documents: documents, arguments: templates.declarations,
      keys: ImportedKeys(tree.pointers))
  }

  /// The labels document of every locale, as an export of the defaults written from `entries` writes it.
  private static func documents(
    locales: [LocaleIdentifier], entries: [LocaleIdentifier: [String: TranslationEntry]],
    baseEntries: [String: TranslationEntry], tree: LabelTree
  ) -> LocalizedDocuments {
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for locale in locales {
      let localeEntries = entries[locale] ?? [:]
      documents[locale] = tree.document { key, isPlural in
        (localeEntries[key] ?? baseEntries[key]).map { value($0, plural: isPlural) } ?? .null
      }
    }
    return LocalizedDocuments(baseLocale: locales.first, documents: documents)
  }
}
