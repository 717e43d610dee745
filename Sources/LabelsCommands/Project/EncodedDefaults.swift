import LabelsCore
import LabelsKit

/// The current defaults as JSON documents at their schema version.
struct EncodedDefaults {
  /// Every locale's document.
  let documents: LocalizedDocuments
  /// `Labels.schemaVersion`.
  let version: SemanticVersion
  /// The locale the others are translated from.
  let baseLocale: LocaleIdentifier
  /// Regional locales the app reads another locale for (`en-AU` → `en`).
  let aliases: [LocaleIdentifier: LocaleIdentifier]
  /// The JSON Schema of `Labels`.
  let schema: JSONSchema
  /// What the typed labels of `Labels` take, for lint.
  let arguments: ArgumentDeclarations

  /// The files export writes: `<locale>.json` per locale, `manifest.json` and `schema.json`.
  var exportFiles: [ExportFile] {
    ExportPlan.files(
      for: documents, version: version, baseLocale: baseLocale, aliases: aliases, schema: schema)
  }
}
