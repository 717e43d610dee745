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

  /// The labels of every locale of the defaults, as JSON documents with the base locale.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid or cannot be encoded.
  static func documents() throws(CommandFailure) -> LocalizedDocuments {
    let catalog = try catalog()
    do {
      return try catalog.documents()
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }

  /// The files export writes for the defaults.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid or cannot be encoded.
  static func exportFiles() throws(CommandFailure) -> [ExportFile] {
    do {
      return try ExportPlan.files(for: catalog())
    } catch let error as CommandFailure {
      throw error
    } catch {
      throw CommandFailure(.dataError, file: "Defaults/LabelsCatalog.swift", "\(error)")
    }
  }
}
