import Foundation
import LabelsKit
import Testing

@testable import LabelsCommands

/// Hebrew's `many`, which CLDR 42 removed, in a project whose version 1.0.0 was published with it: `lint`
/// warns and passes within major 1, and refuses the form once the schema is at 2.0.0.
@Suite struct CLDRMigrationCommandTests {
  private static let hebrew = ShopLabels.Counted(
    cart: .init(
      title: "עגלה",
      count: ShopLabels.Forms(plural: [
        "one": "פריט %lld", "two": "%lld פריטים", "many": "%lld פריטים רבים", "other": "%lld פריטים",
      ])),
    tips: ["הקישו + כדי להוסיף."])

  private func project(root: String, version: String) throws -> LabelsProject {
    let english = try #require(ShopLabels.countedRelease.first { $0.0 == "en" })
    return ShopLabels.project(root: root, version: version, locales: [english, ("he", Self.hebrew)])
  }

  private static let never =
    "he /cart/count/@plural/many: he never selects `many` (it uses `one`, `two` and `other`)"

  @Test func aFormPublishedInTheMajorWarnsUntilTheNextMajorThenStopsLintAndExport() throws {
    let folder = try TemporaryDirectory()
    let root = folder.url.path
    #expect(CommandRun(["export"], project: try project(root: root, version: "1.0.0")).status == 0)
    #expect(
      CommandRun(["lint"], project: try project(root: root, version: "1.1.0"))
        == CommandRun(
          stdout: "lint: 0 errors, 1 warning\n",
          stderr:
            "<root>/Defaults/LabelsCatalog.swift: warning: \(Self.never), but apps of major 1 were published "
            + "with it and need every form of their defaults: keep it until your next major version, then remove it "
            + "[plural-form-unexpected]\n",
          status: 0))
    let major = try project(root: root, version: "2.0.0")
    #expect(
      CommandRun(["lint"], project: major)
        == CommandRun(
          stdout: "lint: 1 error, 0 warnings\n",
          stderr: "<root>/Defaults/LabelsCatalog.swift: error: \(Self.never), and only apps of major 1 were "
            + "published with it, an earlier major than this version's: remove the form (.he(one:two:other:) builds "
            + "the plural without it) [plural-form-unexpected]\n",
          status: 1))
    #expect(CommandRun(["export"], project: major).status == 1)
    #expect(!FileManager.default.fileExists(atPath: root + "/Exports/2.0.0"))
  }

  /// The messages of lint's plural findings on `inputs`, the installed forms asked for as the gate's
  /// commands ask for them.
  private static func pluralMessages(_ inputs: ReleaseInputs, exportRoot: String) throws -> [String] {
    let findings = try inputs.lint(
      reviewState: .empty,
      installed: { () throws(CommandFailure) in try inputs.installedPlurals(exportRoot: exportRoot) })
    return findings.filter { $0.rule == .pluralFormUnexpected }.map(\.message)
  }

  @Test func checkJudgesAFormAgainstTheVersionFoldersItReadNotAgainstTheDisk() throws {
    let folder = try TemporaryDirectory()
    let root = folder.url.path
    #expect(CommandRun(["export"], project: try project(root: root, version: "1.0.0")).status == 0)
    let project = try project(root: root, version: "1.1.0")
    let exports = project.paths.exports
    // What check reads, once, before the gate runs; then 1.0.0's Hebrew loses `many` on disk.
    let published = PublishedInputs(folders: try LabelsCommands.PublishedExports.read(exports))
    let hebrew = exports + "/1.0.0/he.json"
    let text = try String(contentsOfFile: hebrew, encoding: .utf8)
    try text.replacingOccurrences(of: "\"many\"", with: "\"zero\"").write(
      toFile: hebrew, atomically: true, encoding: .utf8)
    // From the folders read: apps of major 1 were published with `many`, a warning.
    let read = try ReleaseInputs(project: project, exportRoot: exports, published: published)
    #expect(
      try Self.pluralMessages(read, exportRoot: exports) == [
        "he never selects `many` (it uses `one`, `two` and `other`), but apps of major 1 were published with "
          + "it and need every form of their defaults: keep it until your next major version, then remove it"
      ])
    let gate = try ReleaseGate(project: project, exportRoot: exports, published: published)
    let plurals = gate.findings.filter { $0.finding.rule == .pluralFormUnexpected }
    let expected =
      "\(Self.never), but apps of major 1 were published with it and need every form of their defaults: "
      + "keep it until your next major version, then remove it"
    #expect(plurals.map(\.diagnostic.message) == [expected])
    // Read again from the disk, as lint does, no published version has it: the message differs, so the
    // gate above did not read the disk again.
    let reread = try ReleaseInputs(project: project, exportRoot: exports)
    #expect(reread.installedPlurals == nil)
    #expect(
      try Self.pluralMessages(reread, exportRoot: exports) == [
        "he never selects `many` (it uses `one`, `two` and `other`); remove the form"
      ])
  }

  @Test func checkWarnsOfAFormAppsOfTheMajorWerePublishedWith() throws {
    let repository = try GitRepository()
    #expect(CommandRun(["export"], project: try project(root: repository.path, version: "1.0.0")).status == 0)
    try repository.commitAll("1.0.0")
    let check = CommandRun(["check"], project: try project(root: repository.path, version: "1.0.0"))
    #expect(
      check
        == CommandRun(
          stdout:
            "lint: 0 errors, 1 warning\ncompatibility: <root>/Exports/1.0.0 → defaults 1.0.0: identical\n"
            + "published: 1 version intact\nexport: <root>/Exports/1.0.0 is up to date\ncheck passed\n",
          stderr:
            "<root>/Defaults/LabelsCatalog.swift: warning: \(Self.never), but apps of major 1 were published "
            + "with it and need every form of their defaults: keep it until your next major version, then remove it "
            + "[plural-form-unexpected]\n",
          status: 0))
  }
}
