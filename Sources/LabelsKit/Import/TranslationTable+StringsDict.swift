import LabelsCore

extension TranslationTable {
  /// Reads a `.stringsdict` file inside a `<locale>.lproj` folder: its plural labels, and the keys a
  /// label cannot carry (several variables, text around the variable, a rule type other than plural).
  /// - Throws: ``ImportError/notInLocaleFolder(file:)``, ``ImportError/invalidLocale(file:_:)`` or
  ///   ``ImportError/malformedStringsDict(file:reason:line:column:)``.
  public static func stringsDict(file path: String, bytes: [UInt8]) throws(ImportError) -> (
    table: TranslationTable, skipped: [StringCatalog.Skipped]
  ) {
    let locale = try locale(ofFile: path)
    let read: (plurals: [ImportedPlural], refused: [(key: String, reason: String)])
    do {
      read = try StringsDictReader.read(bytes, locale: locale)
    } catch {
      throw .malformedStringsDict(file: path, reason: error.reason, line: error.line, column: error.column)
    }
    let entries = read.plurals.map {
      TranslationEntry(key: $0.key, plural: $0.forms, location: FileLocation(file: path))
    }
    return (
      TranslationTable(locale: locale, file: path, entries: entries),
      read.refused.map { StringCatalog.Skipped(key: $0.key, locale: locale, reason: $0.reason) }
    )
  }
}
