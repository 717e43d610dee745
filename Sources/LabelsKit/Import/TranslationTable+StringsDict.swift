import LabelsCore

extension TranslationTable {
  /// Reads a `.stringsdict` file inside a `<locale>.lproj` folder: its plural labels, its labels of
  /// several counts, and the keys a label cannot carry (a rule type other than plural, a form carrying
  /// another argument).
  /// - Throws: ``ImportError/notInLocaleFolder(file:)``, ``ImportError/invalidLocale(file:_:)`` or
  ///   ``ImportError/malformedStringsDict(file:reason:line:column:)``.
  /// - Parameter given: the locale, when its folder does not name it (a file of `Base.lproj`).
  package static func stringsDict(file path: String, bytes: [UInt8], locale given: LocaleIdentifier? = nil)
    throws(ImportError) -> (table: TranslationTable, skipped: [StringCatalog.Skipped])
  {
    let locale: LocaleIdentifier
    if let given {
      locale = given
    } else {
      locale = try Self.locale(ofFile: path)
    }
    let read:
      (
        plurals: [ImportedPlural], pluralTexts: [ImportedPluralText], refused: [(key: String, reason: String)]
      )
    do {
      read = try StringsDictReader.read(bytes, locale: locale)
    } catch {
      throw .malformedStringsDict(file: path, reason: error.reason, line: error.line, column: error.column)
    }
    let entries =
      read.plurals.map { TranslationEntry(key: $0.key, plural: $0.forms, location: FileLocation(file: path)) }
      + read.pluralTexts.map {
        TranslationEntry(
          key: $0.key, format: $0.format, variables: $0.variables, location: FileLocation(file: path))
      }
    return (
      TranslationTable(
        locale: locale, file: path,
        entries: entries.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }),
      read.refused.map { StringCatalog.Skipped(key: $0.key, locale: locale, reason: $0.reason) }
    )
  }
}
