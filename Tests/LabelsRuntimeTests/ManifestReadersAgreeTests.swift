import Foundation
import LabelsCore
import LabelsRuntime
import Testing

/// The tool (``Manifest``) and the runtime (``LabelsManifest``) read a manifest with one reader, so
/// they agree on every document: the same locales, aliases and version, or the same error.
@Suite struct ManifestReadersAgreeTests {
  @Test func bothReadTheExportedFixtureAlike() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/manifest.json")
    let data = try Data(contentsOf: url)
    let tool = try Manifest(bytes: [UInt8](data))
    let runtime = try LabelsManifest(data: data)
    #expect(runtime.locales == tool.locales.map(\.rawValue))
    #expect(runtime.locales == ["en", "pt-BR", "zh-Hans"])
    #expect(runtime.baseLocale == tool.baseLocale.rawValue)
    #expect(runtime.version == tool.version.description)
    #expect(runtime.aliases.count == tool.aliases.count)
    for (alias, target) in tool.aliases { #expect(runtime.aliases[alias.rawValue] == target.rawValue) }
  }

  @Test(arguments: [
    (
      #"{"baseLocale": "en", "labelCounts": {"en": 1, "ru": 1}, "locales": ["en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: /locales must be the keys of /labelCounts, sorted"
    ),
    (
      #"{"baseLocale": "en", "labelCounts": {"en": 1}, "locales": ["en", "ru"], "version": "1.0.0"}"#,
      "the manifest cannot be read: /locales must be the keys of /labelCounts, sorted"
    ),
    (
      #"{"baseLocale": "en", "labelCounts": {"en": 1, "ru": 1}, "locales": ["ru", "en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: /locales must be the keys of /labelCounts, sorted"
    ),
    (
      #"{"baseLocale": "en", "locales": ["en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: /labelCounts is missing"
    ),
    (
      #"{"baseLocale": "en", "labelCounts": {"en": -1}, "locales": ["en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: /labelCounts/en must be a non-negative integer"
    ),
    (
      #"{"baseLocale": "en", "labelCounts": {"en": 1}, "locales": [1], "version": "1.0.0"}"#,
      "the manifest cannot be read: /locales/0 has the wrong type"
    ),
    (
      #"{"baseLocale": "en", "labelCounts": {"en": 1}, "locales": ["en"], "version": "1.0"}"#,
      "the manifest cannot be read: it names an \(IdentifierError.invalidVersion("1.0"))"
    ),
    (
      #"{"aliases": {"zh_Hant": "en"}, "baseLocale": "en", "labelCounts": {"en": 1}, "locales": ["en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: it names an \(IdentifierError.invalidLocale("zh_Hant"))"
    ),
    (#"["en"]"#, "the manifest cannot be read: it is not a JSON object"),
    (
      #"{"baseLocale": "en", "baseLocale": "ru", "labelCounts": {"en": 1}, "locales": ["en"], "version": "1.0.0"}"#,
      "the manifest cannot be read: the key at /baseLocale is repeated"
    ),
  ])
  func bothRefuseAlikeWithTheSameMessage(text: String, message: String) {
    var toolMessage: String?
    do {
      _ = try Manifest(bytes: Array(text.utf8))
    } catch {
      toolMessage = error.description
    }
    var runtimeMessage: String?
    do {
      _ = try LabelsManifest(data: Data(text.utf8))
    } catch {
      runtimeMessage = error.description
    }
    #expect(toolMessage == message)
    #expect(runtimeMessage == message)
  }
}
