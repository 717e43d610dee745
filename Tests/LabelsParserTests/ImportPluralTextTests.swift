import Foundation
import LabelsCore
import LabelsKit
import Testing

/// Labels of several counts imported from a String Catalog written from Apple's format: two named
/// variables with text around them, positional variables that Russian reorders, and text around one
/// count, in English, Russian and Arabic. The generated package is compiled by `GeneratedPackageTests`.
@Suite struct ImportPluralTextTests {
  @Test func aCatalogsSubstitutionsBecomeLabelsOfSeveralCounts() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-plural-texts/Labels.xcstrings", to: "Labels.xcstrings")
    let run = CommandRun(
      ["import", "xcstrings", "Labels.xcstrings", "--skip-unsupported", "--output", "out"], in: folder.url)
    #expect(run.stderr == "")
    #expect(run.status == 0)
    try GoldenFolder.check(folder.url.appendingPathComponent("out"), matches: "import-plural-texts")
  }

  @Test func aFormCarryingAnotherArgumentIsRefusedByName() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-plural-texts/Labels.xcstrings", to: "Labels.xcstrings")
    let run = CommandRun(["import", "xcstrings", "Labels.xcstrings", "--output", "out"], in: folder.url)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("feed.shared"))
    #expect(
      run.stderr.contains(
        "has a form one of posts that carries an argument other than its count (%2$@ shared %lld post); "
          + "a label of several counts gives each form only its own count"))
    #expect(run.status == 65)
  }

  /// Emit writes back every entry the catalog had but the one refused, exactly: Arabic's `threads`
  /// lacks `few`, which stays missing for lint to name, as a plural's missing form does.
  @Test func emitWritesBackTheEntriesItWasImportedFrom() throws {
    let folder = try TemporaryDirectory()
    let bytes = try Array(Data(contentsOf: folder.copy(fixture: "import-plural-texts/Labels.xcstrings")))
    let read = try TranslationTable.tables(catalogFile: "Labels.xcstrings", bytes: bytes)
    let result = try ImportPlan.generate(read.tables, baseLocale: read.sourceLanguage, skipped: read.skipped)
    let files = try AppleEmitPlan.files(for: result.documents, format: .xcstrings)
    let emitted = try #require(files.first { $0.path == "Labels.xcstrings" })
    guard case .object(let emittedCatalog) = try StrictJSONReader.read(emitted.contents),
      case .object(let source) = try StrictJSONReader.read(bytes),
      case .object(var expected)? = source["strings"]
    else {
      Issue.record("not catalogs")
      return
    }
    expected["feed.shared"] = nil
    #expect(emittedCatalog["strings"] == .object(expected))
  }
}
