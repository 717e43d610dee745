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

  /// The JSON Schema of `Labels`, derived from the type.
  /// - Throws: ``CommandFailure`` (65) when the type cannot be described.
  static func schema() throws(CommandFailure) -> JSONSchema {
    do {
      return try JSONSchema(describing: Labels.self)
    } catch {
      throw CommandFailure(.dataError, file: "Sources/Labels/Labels.swift", "\(error)")
    }
  }

  /// The files export writes for the defaults, `schema.json` included.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid, cannot be encoded or described.
  static func exportFiles() throws(CommandFailure) -> [ExportFile] {
    do {
      return try ExportPlan.files(for: catalog(), schema: schema())
    } catch let error as CommandFailure {
      throw error
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }
}
