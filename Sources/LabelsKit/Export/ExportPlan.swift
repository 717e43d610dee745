/// Turns the documents of every locale into the files of one published version, in memory.
public enum ExportPlan {
  /// The files of `<version>/`: `<locale>.json` per locale, `manifest.json` (with the aliases when
  /// there are any) and, when a schema is given, `schema.json`; sorted by path.
  public static func files(
    for documents: LocalizedDocuments,
    version: SemanticVersion,
    baseLocale: LocaleIdentifier,
    aliases: [LocaleIdentifier: LocaleIdentifier] = [:],
    schema: JSONSchema? = nil
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
      labelCounts: Dictionary(uniqueKeysWithValues: zip(locales, written.map(\.labelCount))), aliases: aliases
    )
    files.append(
      ExportFile(path: "\(folder)/\(manifestFileName)", contents: CanonicalJSONWriter.bytes(manifest.json)))
    if let schema {
      files.append(
        ExportFile(
          path: "\(folder)/\(schemaFileName)",
          contents: CanonicalJSONWriter.bytes(schemaDocument(schema, version: version))))
    }
    return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// The files export writes for a catalog at its version, with `schema.json` when a schema is given.
  /// - Throws: ``CatalogError`` when a locale's labels cannot be encoded.
  public static func files<Document>(for catalog: Catalog<Document>, schema: JSONSchema? = nil)
    throws(CatalogError) -> [ExportFile]
  {
    files(
      for: try catalog.documents(), version: catalog.version, baseLocale: catalog.baseLocale,
      aliases: catalog.aliases, schema: schema)
  }

  /// The name of the manifest file in a version folder.
  public static let manifestFileName = "manifest.json"

  /// The document of `schema.json`: the schema titled with its version, as `LabelsParser schema` prints it.
  public static func schemaDocument(_ schema: JSONSchema, version: SemanticVersion) -> JSONValue {
    schema.document(title: "Labels \(version)")
  }

  /// The name of the JSON Schema file in a version folder.
  public static let schemaFileName = "schema.json"
}
