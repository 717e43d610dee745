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
        entries: LabelsCatalog.locales.map { ($0.locale, $0.labels) }
      )
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }

  /// The defaults of every locale encoded as JSON documents, with the catalog they come from.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid or cannot be encoded.
  static func encoded() throws(CommandFailure) -> EncodedDefaults {
    let catalog = try catalog()
    do {
      return EncodedDefaults(
        documents: try catalog.documents(),
        version: catalog.version,
        baseLocale: catalog.baseLocale
      )
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
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

  /// The files export writes: `<version>/<locale>.json` and `<version>/manifest.json`.
  var exportFiles: [ExportFile] {
    ExportPlan.files(for: documents, version: version, baseLocale: baseLocale)
  }
}
