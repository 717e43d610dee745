import Defaults
import Foundation
import Labels
import LabelsKit
import Testing

@Suite struct DefaultsTests {
  static let exportsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Exports")

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
    #expect(LabelsCatalog.locales.map(\.locale) == ["en", "ru", "uk"])
    _ = try catalog()
  }

  @Test(arguments: LabelsCatalog.locales.map(\.locale))
  func committedExportDecodesToTheDefaults(locale: String) throws {
    let url = Self.exportsFolder.appendingPathComponent("\(Labels.schemaVersion)/\(locale).json")
    let decoded = try JSONDecoder().decode(Labels.self, from: Data(contentsOf: url))
    let expected = try #require(LabelsCatalog.locales.first { $0.locale == locale }).labels
    #expect(decoded == expected)
  }

  @Test func committedExportIsFresh() throws {
    for file in try ExportPlan.files(for: catalog(), schema: JSONSchema(describing: Labels.self)) {
      let url = Self.exportsFolder.appendingPathComponent(file.path)
      let committed = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
      #expect(committed != nil, "Exports/\(file.path) is missing; run 'make export'")
      #expect(
        committed == nil || committed == file.contents,
        "Exports/\(file.path) is out of date; run 'make export'")
    }
  }

  @Test func exportEncodesStraightToTheBytesItsDocumentsPrintAs() throws {
    let catalog = try catalog()
    let viaDocuments = ExportPlan.files(
      for: try catalog.documents(), version: catalog.version, baseLocale: catalog.baseLocale,
      aliases: catalog.aliases)
    #expect(try ExportPlan.files(for: catalog) == viaDocuments)
  }
}
