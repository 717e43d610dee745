import Defaults
import Labels
import LabelsKit

/// The compiled-in defaults, as the engine sees them.
enum CurrentDefaults {
  /// The catalog of the Defaults target at `Labels.schemaVersion`.
  /// - Throws: ``CommandFailure`` (65) when the catalog names an invalid locale or version.
  static func catalog() throws(CommandFailure) -> Catalog<Labels> {
    do {
      return try Catalog(
        version: Labels.schemaVersion,
        baseLocale: LabelsCatalog.baseLocale,
        entries: LabelsCatalog.locales.map { ($0.locale, $0.labels) },
        aliases: LabelsCatalog.aliases
      )
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }

  /// The defaults of every locale encoded as JSON documents, with what else export writes.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid, cannot be encoded or described.
  static func encoded() throws(CommandFailure) -> EncodedDefaults {
    let catalog = try catalog()
    return EncodedDefaults(
      documents: try documents(of: catalog),
      version: catalog.version,
      baseLocale: catalog.baseLocale,
      aliases: catalog.aliases,
      schema: try schema()
    )
  }

  /// The files export writes for a catalog, encoded straight to canonical bytes.
  /// - Throws: ``CommandFailure`` (65) when the labels cannot be encoded or described.
  static func exportFiles(of catalog: Catalog<Labels>) throws(CommandFailure) -> [ExportFile] {
    let schema = try schema()
    do {
      return try ExportPlan.files(for: catalog, schema: schema)
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }

  /// Every locale's labels as a JSON document.
  /// - Throws: ``CommandFailure`` (65) when the labels cannot be encoded.
  static func documents(of catalog: Catalog<Labels>) throws(CommandFailure) -> LocalizedDocuments {
    do {
      return try catalog.documents()
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }

  /// The JSON Schema of `Labels`, derived from the type.
  /// - Throws: ``CommandFailure`` (65) when the type cannot be described.
  static func schema() throws(CommandFailure) -> JSONSchema {
    do {
      return try JSONSchema(describing: Labels.self)
    } catch {
      throw CommandFailure(.dataError, file: "Sources/Labels/Labels.swift", "\(error)")
    }
  }
}

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

  /// The files export writes: `<locale>.json` per locale, `manifest.json` and `schema.json`.
  var exportFiles: [ExportFile] {
    ExportPlan.files(
      for: documents, version: version, baseLocale: baseLocale, aliases: aliases, schema: schema)
  }
}
