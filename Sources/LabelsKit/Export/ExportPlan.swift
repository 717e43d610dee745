/// Turns the documents of every locale into the files of one published version, in memory.
public enum ExportPlan {
  /// The files of `<version>/`: `<locale>.json` per locale and `manifest.json`, sorted by path.
  public static func files(
    for documents: LocalizedDocuments,
    version: SemanticVersion,
    baseLocale: LocaleIdentifier
  ) -> [ExportFile] {
    let folder = version.description
    let locales = documents.locales
    // Each locale's file and label count, the locales in parallel.
    let written = ParallelWork.map(count: locales.count) { index in
      let document = documents.documents[locales[index]] ?? .null
      let file = ExportFile(
        path: "\(folder)/\(locales[index].rawValue).json", contents: CanonicalJSONWriter.bytes(document))
      return (file: file, labelCount: document.labelCount)
    }
    var files = written.map(\.file)
    let manifest = Manifest(
      version: version, baseLocale: baseLocale,
      labelCounts: Dictionary(uniqueKeysWithValues: zip(locales, written.map(\.labelCount))))
    files.append(
      ExportFile(path: "\(folder)/\(manifestFileName)", contents: CanonicalJSONWriter.bytes(manifest.json)))
    return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// The files export writes for a catalog at its version.
  /// - Throws: ``CatalogError`` when a locale's labels cannot be encoded.
  public static func files<Document>(for catalog: Catalog<Document>) throws(CatalogError) -> [ExportFile] {
    files(for: try catalog.documents(), version: catalog.version, baseLocale: catalog.baseLocale)
  }

  /// The name of the manifest file in a version folder.
  public static let manifestFileName = "manifest.json"
}
