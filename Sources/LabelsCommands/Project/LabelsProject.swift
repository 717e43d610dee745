import LabelsCore
import LabelsKit

/// The project the commands run on: the team's labels (schema type, defaults of every locale, the
/// untranslated allow-list) and the folder its files live in.
///
/// `LabelsParser` runs on the live project, built from `Labels` and `Defaults`; the tests run the same
/// commands on fixture projects, so nothing in the toolchain depends on the app's current labels.
package struct LabelsProject: Sendable {
  /// The folder the project's paths are relative to; empty for the working directory.
  package let root: String
  /// Labels meant to read the same in other locales, by JSON Pointer pattern (see ``UntranslatedAllowlist``).
  let untranslated: [String: [String]]
  private let source: any CatalogSource
  /// Records the labels type's property paths (``SchemaPropertyPaths``).
  private let recordPropertyPaths: @Sendable () throws(SchemaError) -> SchemaPropertyPaths

  /// Describes a project whose labels are values of `schema`.
  /// - Parameters:
  ///   - root: the package folder (empty: the working directory).
  ///   - schema: the labels type, as the app decodes it.
  ///   - version: `Labels.schemaVersion`.
  ///   - baseLocale: the locale every other locale is translated from.
  ///   - locales: every locale's labels, base locale first; evaluated only when a command needs the
  ///     defaults, and then once.
  ///   - aliases: locales the app reads another locale for (`en-AU` → `en`).
  ///   - untranslated: the allow-list of labels meant to read the same in other locales.
  package init<Labels: Codable & Sendable>(
    root: String = "",
    schema: Labels.Type,
    version: String,
    baseLocale: String,
    locales: @autoclosure @escaping @Sendable () -> [(locale: String, labels: Labels)],
    aliases: [String: String] = [:],
    untranslated: [String: [String]] = [:]
  ) {
    self.root = root
    self.untranslated = untranslated
    let catalog = LazyCatalog<Labels> {
      Result { () throws(CatalogError) in
        try Catalog(
          version: version, baseLocale: baseLocale, entries: locales().map { ($0.locale, $0.labels) },
          aliases: aliases)
      }
    }
    source = TypedCatalogSource<Labels>(catalog: catalog, paths: ProjectPaths(root: root))
    recordPropertyPaths = { () throws(SchemaError) in try SchemaPropertyPaths(describing: Labels.self) }
  }

  /// Where the project's files are.
  var paths: ProjectPaths { ProjectPaths(root: root) }

  /// The catalog's schema version.
  /// - Throws: ``CommandFailure`` (65) when the catalog names an invalid locale or version.
  func version() throws(CommandFailure) -> SemanticVersion { try source.version() }

  /// The defaults of every locale encoded as JSON documents, with what else export writes.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid, cannot be encoded or described.
  func encoded() throws(CommandFailure) -> EncodedDefaults { try source.encoded() }

  /// The files export writes, encoded straight to canonical bytes.
  /// - Throws: ``CommandFailure`` (65) when the labels cannot be encoded or described.
  func exportFiles() throws(CommandFailure) -> [ExportFile] { try source.exportFiles() }

  /// The JSON Schema of the labels type.
  /// - Throws: ``CommandFailure`` (65) when the type cannot be described.
  func schema() throws(CommandFailure) -> JSONSchema { try source.schema() }

  /// The JSON path of each property path of the labels type: the keys its doc comments are shown under.
  /// - Throws: ``CommandFailure`` (65) when the type cannot be described.
  func propertyPaths() throws(CommandFailure) -> SchemaPropertyPaths {
    do { return try recordPropertyPaths() } catch {
      throw CommandFailure(.dataError, file: paths.schemaFile, "\(error)")
    }
  }

  /// The committed allow-list of labels meant to read the same in every locale.
  /// - Throws: ``CommandFailure`` (65) when a pattern is invalid.
  func allowlist() throws(CommandFailure) -> UntranslatedAllowlist {
    do {
      return try UntranslatedAllowlist(untranslated)
    } catch {
      throw CommandFailure(.dataError, file: paths.allowlistFile, "\(error)")
    }
  }
}
