import LabelsCore

/// Turns existing translations into a starting point for this project, in memory: the `Labels` schema,
/// one `Defaults` file per locale, the catalog, and a report.
public enum ImportPlan {
  /// The generated files and the report.
  public struct Result: Equatable, Sendable {
    /// The files, sorted by path: `Sources/Labels/*.swift`, `Defaults/*.swift` and ``reportFileName``.
    public let files: [ExportFile]
    /// What the import found.
    public let report: ImportReport
  }

  /// The name of the report written beside the sources.
  public static let reportFileName = "ImportReport.md"

  /// Generates the sources of `tables`.
  ///
  /// The schema holds the keys of the base locale. A key another locale lacks is filled with the base
  /// text and marked by a comment; a key only other locales have is left out. Both are in the report.
  /// - Parameters:
  ///   - tables: every file read; files of one locale are merged.
  ///   - baseLocale: the locale the others are translated from.
  ///   - skipped: String Catalog localizations left out, for the report.
  ///   - schemaVersion: the value of `Labels.schemaVersion`.
  /// - Throws: ``ImportError/duplicateKey(key:locale:first:second:)`` when two files of one locale
  ///   define a key, ``ImportError/missingBaseLocale(_:available:)`` when no table is in the base locale.
  public static func generate(
    _ tables: [TranslationTable], baseLocale: LocaleIdentifier, skipped: [StringCatalog.Skipped] = [],
    schemaVersion: String = "1.0.0"
  ) throws(ImportError) -> Result {
    var entries: [LocaleIdentifier: [String: TranslationEntry]] = [:]
    for table in tables {
      for entry in table.entries {
        if let first = entries[table.locale, default: [:]].updateValue(entry, forKey: entry.key) {
          throw .duplicateKey(
            key: entry.key, locale: table.locale.rawValue, first: first.location, second: entry.location)
        }
      }
    }
    guard let baseEntries = entries[baseLocale] else {
      throw .missingBaseLocale(baseLocale.rawValue, available: entries.keys.sorted().map(\.rawValue))
    }
    let locales = [baseLocale] + entries.keys.filter { $0 != baseLocale }.sorted()
    let values = entries.mapValues { $0.mapValues(\.value) }
    let baseValues = baseEntries.mapValues(\.value)
    var gaps: [ImportReport.Gap] = []
    var leftOut: [ImportReport.LeftOut] = []
    let baseKeys = baseValues.keys.sorted(by: CanonicalJSONWriter.keyPrecedes)
    for locale in locales.dropFirst() {
      let localeEntries = entries[locale] ?? [:]
      gaps += baseKeys.filter { localeEntries[$0] == nil }.map { ImportReport.Gap(locale: locale, key: $0) }
      leftOut += localeEntries.keys.filter { baseValues[$0] == nil }.sorted(
        by: CanonicalJSONWriter.keyPrecedes
      )
      .compactMap { key in
        localeEntries[key].map { ImportReport.LeftOut(locale: locale, key: key, location: $0.location) }
      }
    }
    let tree = LabelTree(values: baseValues)
    let schema = SwiftSchema(tree: tree, baseValues: baseValues)
    let report = ImportReport(
      baseLocale: baseLocale, locales: locales, fileCount: Set(tables.map(\.file)).count,
      labelCount: baseValues.count, gaps: gaps, leftOut: leftOut, keptWhole: tree.keptWhole,
      renamed: schema.renamed, skipped: skipped)
    let files =
      SwiftSchemaWriter.files(schema.structs, schemaVersion: schemaVersion)
      + SwiftDefaultsWriter.files(
        value: schema.value, locales: locales, baseLocale: baseLocale, values: values)
      + [ExportFile(path: reportFileName, contents: Array(report.text.utf8))]
    return Result(
      files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, report: report)
  }
}
