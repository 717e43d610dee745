import LabelsCore

/// The current defaults as JSON documents at their schema version.
package struct EncodedDefaults: Sendable {
  /// Every locale's document.
  package let documents: LocalizedDocuments
  /// `Labels.schemaVersion`.
  package let version: SemanticVersion
  /// The locale the others are translated from.
  package let baseLocale: LocaleIdentifier
  /// Regional locales the app reads another locale for (`en-AU` → `en`).
  package let aliases: [LocaleIdentifier: LocaleIdentifier]
  /// The JSON Schema of `Labels`.
  package let schema: JSONSchema
  /// What the typed labels of `Labels` take, for lint.
  package let arguments: ArgumentDeclarations

  /// The defaults as the catalog encodes them.
  package init(
    documents: LocalizedDocuments, version: SemanticVersion, baseLocale: LocaleIdentifier,
    aliases: [LocaleIdentifier: LocaleIdentifier], schema: JSONSchema, arguments: ArgumentDeclarations
  ) {
    self.documents = documents
    self.version = version
    self.baseLocale = baseLocale
    self.aliases = aliases
    self.schema = schema
    self.arguments = arguments
  }

  /// The files export writes: `<locale>.json` per locale, `manifest.json` and `schema.json`.
  package var exportFiles: [ExportFile] {
    ExportPlan.files(
      for: documents, version: version, baseLocale: baseLocale, aliases: aliases, schema: schema)
  }
}
