import LabelsCore
import LabelsKit

/// The catalog of a project, with its labels type hidden, so that commands need not be generic.
protocol CatalogSource: Sendable {
  /// The catalog's schema version.
  func version() throws(CommandFailure) -> SemanticVersion
  /// Every locale's document, with the version, base locale, aliases and schema.
  func encoded() throws(CommandFailure) -> EncodedDefaults
  /// The files export writes.
  func exportFiles() throws(CommandFailure) -> [ExportFile]
  /// The JSON Schema of the labels type.
  func schema() throws(CommandFailure) -> JSONSchema
}

/// A ``CatalogSource`` over a catalog of one labels type.
struct TypedCatalogSource<Labels: Codable & Sendable>: CatalogSource {
  /// The catalog, or why it is invalid, built when first asked for.
  let catalog: LazyCatalog<Labels>
  /// Where the project's files are, for diagnostics.
  let paths: ProjectPaths

  func version() throws(CommandFailure) -> SemanticVersion { try valid().version }

  func encoded() throws(CommandFailure) -> EncodedDefaults {
    let catalog = try valid()
    let documents: LocalizedDocuments
    do {
      documents = try catalog.documents()
    } catch {
      throw CommandFailure(.dataError, file: paths.catalogFile, "\(error)")
    }
    return EncodedDefaults(
      documents: documents, version: catalog.version, baseLocale: catalog.baseLocale,
      aliases: catalog.aliases, schema: try schema(), arguments: try arguments())
  }

  func exportFiles() throws(CommandFailure) -> [ExportFile] {
    let catalog = try valid()
    let schema = try schema()
    do {
      return try ExportPlan.files(for: catalog, schema: schema)
    } catch {
      throw CommandFailure(.dataError, file: paths.catalogFile, "\(error)")
    }
  }

  func schema() throws(CommandFailure) -> JSONSchema {
    do {
      return try JSONSchema(describing: Labels.self)
    } catch {
      throw CommandFailure(.dataError, file: paths.schemaFile, "\(error)")
    }
  }

  /// What the typed labels of the labels type take.
  func arguments() throws(CommandFailure) -> ArgumentDeclarations {
    do {
      return try ArgumentDeclarations(describing: Labels.self)
    } catch {
      throw CommandFailure(.dataError, file: paths.schemaFile, "\(error)")
    }
  }

  private func valid() throws(CommandFailure) -> Catalog<Labels> {
    do {
      return try catalog.get().get()
    } catch {
      throw CommandFailure(.dataError, file: paths.catalogFile, "\(error)")
    }
  }
}
