import Foundation
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
}
