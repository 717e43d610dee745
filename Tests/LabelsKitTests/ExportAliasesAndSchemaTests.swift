import LabelsCore
import Testing

@testable import LabelsKit

/// The alias table and `schema.json` in an export, and reading them back.
@Suite struct ExportAliasesAndSchemaTests {
  private struct Small: Codable, Sendable {
    var title: String
    var hint: String?
  }

  private func catalog(aliases: [String: String]) throws -> Catalog<Small> {
    try Catalog(
      version: "2.1.0", baseLocale: "en",
      entries: [("en", Small(title: "Hi", hint: nil)), ("zh-Hans", Small(title: "你好", hint: "提示"))],
      aliases: aliases)
  }

  @Test func exportWritesTheAliasesAndTheSchema() throws {
    let files = try ExportPlan.files(
      for: catalog(aliases: ["zh-Hant": "zh-Hans", "en-AU": "en"]), schema: JSONSchema(describing: Small.self)
    )
    #expect(
      files.map(\.path) == [
        "2.1.0/en.json", "2.1.0/manifest.json", "2.1.0/schema.json", "2.1.0/zh-Hans.json",
      ])
    #expect(
      String(decoding: files[1].contents, as: UTF8.self)
        == """
        {
          "aliases": {
            "en-AU": "en",
            "zh-Hant": "zh-Hans"
          },
          "baseLocale": "en",
          "labelCounts": {
            "en": 1,
            "zh-Hans": 2
          },
          "locales": [
            "en",
            "zh-Hans"
          ],
          "version": "2.1.0"
        }

        """)
    #expect(
      String(decoding: files[2].contents, as: UTF8.self)
        == """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "additionalProperties": false,
          "properties": {
            "hint": {
              "type": "string"
            },
            "title": {
              "type": "string"
            }
          },
          "required": [
            "title"
          ],
          "title": "Labels 2.1.0",
          "type": "object"
        }

        """)
  }

  @Test func manifestWithoutAliasesHasNoAliasesMember() throws {
    let files = try ExportPlan.files(for: catalog(aliases: [:]))
    #expect(files.map(\.path) == ["2.1.0/en.json", "2.1.0/manifest.json", "2.1.0/zh-Hans.json"])
    #expect(!String(decoding: files[1].contents, as: UTF8.self).contains("aliases"))
  }

  @Test(arguments: [
    (["zh-Hant": "zh-Hant-TW"], CatalogError.unknownAliasTarget(alias: "zh-Hant", target: "zh-Hant-TW")),
    (["EN": "zh-Hans"], .aliasIsALocale("EN")),
    (["en": "zh-Hans"], .aliasIsALocale("en")),
    (["en-AU": "en", "en-au": "en"], .duplicateLocale("en-au")),
    (["en_AU": "en"], .invalidIdentifier(.invalidLocale("en_AU"))),
    (["en-AU": "../en"], .invalidIdentifier(.invalidLocale("../en"))),
  ])
  func catalogRefusesAliasesTheAppCouldNotUse(aliases: [String: String], error: CatalogError) {
    #expect(throws: error) { try catalog(aliases: aliases) }
  }

  @Test func aliasErrorsSayTheFix() {
    #expect(
      CatalogError.unknownAliasTarget(alias: "zh-Hant", target: "zh-Hans").description
        == "the alias zh-Hant names zh-Hans, which has no labels in the catalog; point it at a listed locale")
    #expect(
      ManifestError.wrongType(JSONPointer(["aliases", "en-AU"])).description
        == "the manifest cannot be read: /aliases/en-AU has the wrong type")
  }

  @Test func versionFolderIsReadBackWithItsAliasesAndSchema() throws {
    let files = try ExportPlan.files(
      for: catalog(aliases: ["zh-Hant": "zh-Hans"]), schema: JSONSchema(describing: Small.self))
    let byName = Dictionary(
      uniqueKeysWithValues: files.map { (String($0.path.dropFirst("2.1.0/".count)), $0.contents) })
    let version = try PublishedVersion(folderName: "2.1.0", files: byName)
    #expect(version.manifest?.aliases == [try LocaleIdentifier("zh-Hant"): try LocaleIdentifier("zh-Hans")])
    #expect(version.documents.locales.map(\.rawValue) == ["en", "zh-Hans"])
  }

  @Test func malformedSchemaFileIsAnError() throws {
    let files = try ExportPlan.files(for: catalog(aliases: [:]))
    var byName = Dictionary(
      uniqueKeysWithValues: files.map { (String($0.path.dropFirst("2.1.0/".count)), $0.contents) })
    byName["schema.json"] = Array("{\"type\": }".utf8)
    do {
      _ = try PublishedVersion(folderName: "2.1.0", files: byName)
      Issue.record("a malformed schema.json must not be read")
    } catch {
      #expect(error.file == "schema.json")
      #expect(error.location(in: "schema.json").line == 1)
    }
  }

  @Test(arguments: [
    (
      #""aliases": {"zh-Hant": "zh-Hant-TW"}, "#,
      LoadError.manifestMismatch("its alias zh-Hant names locale zh-Hant-TW, which has no file")
    ),
    (#""aliases": {"zh-Hant": 1}, "#, .invalidManifest(.wrongType(JSONPointer(["aliases", "zh-Hant"])))),
    (#""aliases": {"zh_Hant": "en"}, "#, .invalidManifest(.invalidIdentifier(.invalidLocale("zh_Hant")))),
    (#""aliases": ["en"], "#, .invalidManifest(.wrongType(JSONPointer(["aliases"])))),
  ])
  func manifestAliasesMustNameLocalesWithFiles(member: String, error: LoadError) {
    let manifest =
      #"{\#(member)"baseLocale": "en", "labelCounts": {"en": 1}, "locales": ["en"], "version": "1.0.0"}"#
    let files = ["manifest.json": Array(manifest.utf8), "en.json": Array(#"{"title": "Hi"}"#.utf8)]
    #expect(throws: error) { try PublishedVersion(folderName: "1.0.0", files: files) }
  }
}
