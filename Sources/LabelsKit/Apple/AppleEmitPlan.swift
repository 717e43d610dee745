import LabelsCore

/// Turns the documents of every locale into the files of one Apple format, in memory.
package enum AppleEmitPlan {
  /// The files of `format`, sorted by path: `<locale>.lproj/Labels.strings` per locale for `strings`,
  /// with `<locale>.lproj/Labels.stringsdict` beside it when the locale has plural labels,
  /// `Labels.xcstrings` for `xcstrings`, `Labels.plist` for `plist`.
  /// - Throws: ``EmitError`` when a document holds a value the format cannot, or two paths flatten to
  ///   the same key, a plural has a form Apple's formats cannot select, or a String Catalog has no base
  ///   locale.
  /// - Parameters:
  ///   - sourceKeys: for `strings` and `xcstrings`, the key of each label whose key is not its dotted
  ///     path, by the pattern of its path (``SchemaComments/sourceKeys``).
  ///   - comments: for `xcstrings`, each label's comment by the pattern of its path (`/login/welcome`,
  ///     `/expenses/categories/*/name`), such as the schema's doc comments
  ///     (``SchemaComments``).
  ///   - state: for `xcstrings`, the state of the label at a JSON Pointer of a locale other than the base
  ///     locale, or `nil` to leave that localization out (``StringCatalogWriter``).
  package static func files(
    for documents: LocalizedDocuments,
    format: AppleFormat,
    sourceKeys: [String: String] = [:],
    comments: [String: String] = [:],
    state: (JSONPointer, LocaleIdentifier) -> StringCatalogState? = { _, _ in .translated }
  ) throws(EmitError) -> [ExportFile] {
    let table = AppleFormat.tableName
    switch format {
    case .strings:
      var files: [ExportFile] = []
      for locale in documents.locales {
        let labels = try DottedKeys.labels(
          of: documents.documents[locale] ?? .null, locale: locale, sourceKeys: sourceKeys)
        let folder = "\(locale.rawValue).lproj/\(table)"
        files.append(ExportFile(path: folder + ".strings", contents: StringsFileWriter.bytes(labels.texts)))
        if !labels.plurals.isEmpty || !labels.pluralTexts.isEmpty {
          files.append(
            ExportFile(
              path: folder + ".stringsdict",
              contents: try StringsDictWriter.bytes(
                labels.plurals, pluralTexts: labels.pluralTexts, locale: locale)))
        }
      }
      return files
    case .xcstrings:
      guard let baseLocale = documents.baseLocale else { throw .noBaseLocale }
      var labels: [LocaleIdentifier: DottedTable] = [:]
      for (locale, document) in documents.documents {
        labels[locale] = try DottedKeys.labels(of: document, locale: locale, sourceKeys: sourceKeys)
      }
      return [
        ExportFile(
          path: "\(table).xcstrings",
          contents: StringCatalogWriter.bytes(
            tables: labels, sourceLanguage: baseLocale, comments: comments, state: state))
      ]
    case .plist:
      return [ExportFile(path: "\(table).plist", contents: try PropertyListWriter.bytes(documents.documents))]
    }
  }
}
