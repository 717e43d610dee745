import Defaults
import Foundation
import Labels
import LabelsKit
import Testing

/// The one suite that checks the app's live labels. Everything it checks comes from the catalog
/// (`LabelsCatalog`, `Labels.schemaVersion`) and from the export folder of that version, so it keeps
/// passing when the team adds a label, fixes a text, adds a locale or bumps the version and exports.
@Suite struct DefaultsTests {
  static let exportsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Exports")

  /// The committed folder of the current schema version.
  static let versionFolder = exportsFolder.appendingPathComponent(Labels.schemaVersion)

  /// Whether the current version was exported. Without it, one test says to export, and the tests that
  /// read the export do not run: a missing export is one line, not a failure per file.
  static let isExported = FileManager.default.fileExists(atPath: versionFolder.path)

  private func catalog() throws -> Catalog<Labels> {
    try Catalog(
      version: Labels.schemaVersion,
      baseLocale: LabelsCatalog.baseLocale,
      entries: LabelsCatalog.locales.map { ($0.locale, $0.labels) },
      aliases: LabelsCatalog.aliases
    )
  }

  @Test func baseLocaleComesFirstAndEveryLocaleIsDistinct() throws {
    #expect(LabelsCatalog.locales.first?.locale == LabelsCatalog.baseLocale)
    let locales = LabelsCatalog.locales.map(\.locale)
    #expect(Set(locales).count == locales.count, "a locale is listed twice in LabelsCatalog.locales")
    _ = try catalog()
  }

  @Test(arguments: LabelsCatalog.locales.map(\.locale))
  func defaultsEncodeAndDecodeRoundTrip(locale: String) throws {
    let labels = try #require(LabelsCatalog.locales.first { $0.locale == locale }).labels
    #expect(try JSONDecoder().decode(Labels.self, from: JSONEncoder().encode(labels)) == labels)
  }

  @Test func theCurrentVersionIsExported() {
    #expect(Self.isExported, "Exports/\(Labels.schemaVersion) is missing; run 'make export'")
  }

  @Test(
    .enabled(if: isExported, "Exports/<version> is missing"), arguments: LabelsCatalog.locales.map(\.locale))
  func committedExportDecodesToTheDefaults(locale: String) throws {
    let url = Self.versionFolder.appendingPathComponent("\(locale).json")
    let decoded = try JSONDecoder().decode(Labels.self, from: Data(contentsOf: url))
    let expected = try #require(LabelsCatalog.locales.first { $0.locale == locale }).labels
    #expect(decoded == expected)
  }

  @Test(.enabled(if: isExported, "Exports/<version> is missing"))
  func committedExportIsFresh() throws {
    let files = try ExportPlan.files(for: catalog(), schema: JSONSchema(describing: Labels.self))
    for file in files {
      let url = Self.exportsFolder.appendingPathComponent(file.path)
      let committed = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
      #expect(committed != nil, "Exports/\(file.path) is missing; run 'make export'")
      #expect(
        committed == nil || committed == file.contents,
        "Exports/\(file.path) is out of date; run 'make export'")
    }
    let committed = try FileManager.default.contentsOfDirectory(atPath: Self.versionFolder.path)
      .filter { !$0.hasPrefix(".") }
    #expect(
      Set(committed.map { "\(Labels.schemaVersion)/\($0)" }) == Set(files.map(\.path)),
      "Exports/\(Labels.schemaVersion) holds other files than export writes; run 'make export'")
  }

  @Test func exportEncodesStraightToTheBytesItsDocumentsPrintAs() throws {
    let catalog = try catalog()
    let viaDocuments = ExportPlan.files(
      for: try catalog.documents(), version: catalog.version, baseLocale: catalog.baseLocale,
      aliases: catalog.aliases)
    #expect(try ExportPlan.files(for: catalog) == viaDocuments)
  }
}
