import Foundation
import LabelsRuntime
import Testing

@Suite struct LabelsManifestTests {
  @Test func readsAManifestAsExportWritesItAndItsAliases() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/manifest.json")
    let manifest = try LabelsManifest(data: Data(contentsOf: url))
    #expect(manifest.version == "3.2.1")
    #expect(manifest.baseLocale == "en")
    #expect(manifest.locales == ["en", "pt-BR", "zh-Hans"])
    #expect(manifest.aliases == ["en-AU": "en", "pt": "pt-BR", "zh-Hant": "zh-Hans"])
    let resolver = try LocaleResolver(manifest: manifest)
    #expect(resolver.resolve(["en-AU"]) == "en")
    #expect(resolver.resolve(["pt"]) == "pt-BR")
    #expect(resolver.resolve(["zh-Hant-TW"]) == "zh-Hans")
    #expect(resolver.resolve(["de"]) == "en")
  }

  @Test func manifestWithoutAliasesHasAnEmptyTable() throws {
    let manifest = try LabelsManifest(
      data: Data(
        #"{"baseLocale": "en", "labelCounts": {"en": 3}, "locales": ["en"], "version": "1.0.0"}"#.utf8))
    #expect(manifest.aliases == [:])
    #expect(manifest.locales == ["en"])
    #expect(manifest.baseLocale == "en")
    #expect(manifest.version == "1.0.0")
  }

  @Test(arguments: [
    (
      "{",
      "the manifest cannot be read: it is not valid JSON (1:2: unexpected end of the document; expected a string key)"
    ),
    (
      #"{"baseLocale": "en", "locales": ["en"], "version": "1.0.0",}"#,
      "the manifest cannot be read: it is not valid JSON (1:59: trailing comma; remove the comma before the closing bracket)"
    ),
    (#"{"baseLocale": "en", "locales": ["en"]}"#, "the manifest cannot be read: /version is missing"),
    (
      #"{"baseLocale": "en", "locales": "en", "version": "1.0.0"}"#,
      "the manifest cannot be read: /locales has the wrong type"
    ),
    (
      #"{"aliases": {"en-AU": 1}, "baseLocale": "en", "labelCounts": {"en": 1}, "locales": ["en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: /aliases/en-AU has the wrong type"
    ),
    (
      #"{"aliases": {"en-AU": "en", "en-AU": "ru"}, "baseLocale": "en", "locales": ["en", "ru"], "version": "1.0.0"}"#,
      "the manifest cannot be read: the key at /aliases/en-AU is repeated"
    ),
  ])
  func refusesManifestsItCannotTrust(text: String, message: String) {
    do {
      _ = try LabelsManifest(data: Data(text.utf8))
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.description == message)
    }
  }
}
