import LabelsCore

/// Turns the documents of every locale into the files of one published version, in memory.
package enum ExportPlan {
  /// The files of `<version>/`: `<locale>.json` per locale, `manifest.json` (with the aliases when
  /// there are any) and, when a schema is given, `schema.json`; sorted by path.
  package static func files(
    for documents: LocalizedDocuments,
    version: SemanticVersion,
    baseLocale: LocaleIdentifier,
    aliases: [LocaleIdentifier: LocaleIdentifier] = [:],
    schema: JSONSchema? = nil
  ) -> [ExportFile] {
    let locales = documents.locales
    let written = ParallelWork.map(count: locales.count) { index in
      localeFile(documents.documents[locales[index]] ?? .null, locale: locales[index], version: version)
    }
    return versionFiles(
      written, locales: locales, version: version, baseLocale: baseLocale, aliases: aliases, schema: schema)
  }

  /// The files export writes for a catalog at its version, with `schema.json` when a schema is given.
  ///
  /// Each locale is encoded to its document and printed by ``CanonicalJSONWriter``, by one task on one
  /// core: the same path as ``files(for:version:baseLocale:aliases:schema:)``,
  /// so what `check` verifies is byte for byte what export writes.
  /// - Throws: ``CatalogError`` when a locale's labels cannot be encoded.
  package static func files<Document>(for catalog: Catalog<Document>, schema: JSONSchema? = nil)
    throws(CatalogError) -> [ExportFile]
  {
    let written = ParallelWork.map(count: catalog.entries.count) { index in
      Result { () throws(CatalogError) in
        localeFile(
          try catalog.document(at: index), locale: catalog.entries[index].locale, version: catalog.version)
      }
    }
    return versionFiles(
      try written.map { result throws(CatalogError) in try result.get() },
      locales: catalog.entries.map(\.locale), version: catalog.version, baseLocale: catalog.baseLocale,
      aliases: catalog.aliases, schema: schema)
  }

  /// A locale's file and its label count for the manifest.
  private static func localeFile(_ document: JSONValue, locale: LocaleIdentifier, version: SemanticVersion)
    -> (file: ExportFile, labelCount: Int)
  {
    let contents = CanonicalJSONWriter.bytes(document)
    return (ExportFile(path: localePath(locale, version: version), contents: contents), document.labelCount)
  }

  /// `<version>/<locale>.json`.
  private static func localePath(_ locale: LocaleIdentifier, version: SemanticVersion) -> String {
    "\(version)/\(locale.fileName)"
  }

  /// The locale files with the manifest and, when given, the schema, sorted by path.
  private static func versionFiles(
    _ written: [(file: ExportFile, labelCount: Int)],
    locales: [LocaleIdentifier],
    version: SemanticVersion,
    baseLocale: LocaleIdentifier,
    aliases: [LocaleIdentifier: LocaleIdentifier],
    schema: JSONSchema?
  ) -> [ExportFile] {
    let folder = version.description
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

  /// The name of the manifest file in a version folder.
  package static let manifestFileName = "manifest.json"

  /// The document of `schema.json`: the schema titled with its version, as `LabelsParser schema` prints it.
  package static func schemaDocument(_ schema: JSONSchema, version: SemanticVersion) -> JSONValue {
    schema.document(title: "Labels \(version)")
  }

  /// The name of the JSON Schema file in a version folder.
  package static let schemaFileName = "schema.json"
}
