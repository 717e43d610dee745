import LabelsCore

/// Turns the documents of every locale into the files of one Apple format, in memory.
public enum AppleEmitPlan {
  /// The files of `format`, sorted by path: `<locale>.lproj/Labels.strings` per locale for `strings`,
  /// `Labels.xcstrings` for `xcstrings`, `Labels.plist` for `plist`.
  /// - Throws: ``EmitError`` when a document holds a value the format cannot, or two paths flatten to
  ///   the same key, or a String Catalog has no base locale.
  public static func files(for documents: LocalizedDocuments, format: AppleFormat) throws(EmitError)
    -> [ExportFile]
  {
    let table = AppleFormat.tableName
    switch format {
    case .strings:
      var files: [ExportFile] = []
      for locale in documents.locales {
        let labels = try DottedKeys.labels(of: documents.documents[locale] ?? .null, locale: locale)
        files.append(
          ExportFile(
            path: "\(locale.rawValue).lproj/\(table).strings", contents: StringsFileWriter.bytes(labels)))
      }
      return files
    case .xcstrings:
      guard let baseLocale = documents.baseLocale else { throw .noBaseLocale }
      var labels: [LocaleIdentifier: [DottedLabel]] = [:]
      for (locale, document) in documents.documents {
        labels[locale] = try DottedKeys.labels(of: document, locale: locale)
      }
      return [
        ExportFile(
          path: "\(table).xcstrings",
          contents: StringCatalogWriter.bytes(labels: labels, sourceLanguage: baseLocale))
      ]
    case .plist:
      return [ExportFile(path: "\(table).plist", contents: try PropertyListWriter.bytes(documents.documents))]
    }
  }
}
