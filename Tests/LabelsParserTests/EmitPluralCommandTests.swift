import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `emit` on a project with a plural label (``ShopLabels/counted(root:edit:)``).
@Suite struct EmitPluralCommandTests {
  @Test(arguments: [AppleFormat.strings, .xcstrings])
  func emitsPluralsAsGoldenFilesThenIsUpToDate(format: AppleFormat) throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.counted(root: folder.url.path)
    let paths = try #require(
      [
        AppleFormat.strings: ["en", "ru", "uk"].flatMap {
          ["\($0).lproj/Labels.strings", "\($0).lproj/Labels.stringsdict"]
        },
        .xcstrings: ["Labels.xcstrings"],
      ][format])
    #expect(
      CommandRun(["emit", format.rawValue], project: project)
        == CommandRun(
          stdout: paths.map { "wrote <root>/emit/\($0)\n" }.joined()
            + "<root>/emit: \(paths.count) of \(paths.count) files changed\n",
          stderr: "", status: 0))
    try GoldenFolder.check(folder.url.appendingPathComponent("emit"), matches: "emit-plural/\(format)")
    #expect(
      CommandRun(["emit", format.rawValue], project: project)
        == CommandRun(stdout: "<root>/emit is up to date (\(paths.count) files)\n", stderr: "", status: 0))
  }

  @Test func aLocaleWithoutPluralsLosesTheStringsDictEmitWroteBefore() throws {
    let folder = try TemporaryDirectory()
    #expect(CommandRun(["emit", "strings"], project: ShopLabels.counted(root: folder.url.path)).status == 0)
    try Data("/* the team's */".utf8).write(
      to: folder.url.appendingPathComponent("emit/en.lproj/Other.stringsdict"))
    let run = CommandRun(["emit", "strings"], project: ShopLabels.v1(root: folder.url.path))
    #expect(run.status == 0)
    #expect(
      run.stdout.split(separator: "\n").filter { $0.contains("stringsdict") }
        == ["en", "ru", "uk"].map { "removed <root>/emit/\($0).lproj/Labels.stringsdict" })
    for locale in ["en", "ru", "uk"] {
      let lproj = folder.url.appendingPathComponent("emit/\(locale).lproj").path
      #expect(!FileManager.default.fileExists(atPath: lproj + "/Labels.stringsdict"))
      #expect(FileManager.default.fileExists(atPath: lproj + "/Labels.strings"))
    }
    #expect(FileManager.default.fileExists(atPath: folder.url.path + "/emit/en.lproj/Other.stringsdict"))
  }

  @Test func theStringsDictOfEachLocaleReadsBackThroughFoundation() throws {
    let folder = try TemporaryDirectory()
    #expect(CommandRun(["emit", "strings"], project: ShopLabels.counted(root: folder.url.path)).status == 0)
    for (locale, labels) in ShopLabels.countedRelease {
      let data = try Data(
        contentsOf: folder.url.appendingPathComponent("emit/\(locale).lproj/Labels.stringsdict"))
      let root = try PropertyListSerialization.propertyList(from: data, format: nil)
      var forms = labels.cart.count.plural
      forms["zero"] = forms.removeValue(forKey: "=0")
      forms["NSStringFormatSpecTypeKey"] = "NSStringPluralRuleType"
      forms["NSStringFormatValueTypeKey"] = "lld"
      let expected: [String: Any] = [
        "cart.count": ["NSStringLocalizedFormatKey": "%#@count@", "count": forms] as [String: Any]
      ]
      #expect((root as? NSDictionary)?.isEqual(to: expected) == true, "\(locale)")
      let strings = try StringsFileReader.read(
        [UInt8](Data(contentsOf: folder.url.appendingPathComponent("emit/\(locale).lproj/Labels.strings"))))
      #expect(strings.map(\.key) == ["cart.title", "tips.0"])
    }
  }

  @Test(arguments: [AppleFormat.strings, .xcstrings])
  func anExactFormAppleCannotSelectExits65NamingItsPointer(format: AppleFormat) throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.counted(root: folder.url.path) { locale, labels in
      if locale == "ru" { labels.cart.count.plural["=1"] = "Один товар" }
    }
    let result = CommandRun(["emit", format.rawValue], project: project)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasSuffix(
        "error: ru: /cart/count/@plural/=1 cannot be written: .stringsdict files and String Catalogs select "
          + "plural categories only, and only =0 has one (zero, which Apple uses for 0 in every language); "
          + "remove the form or emit plist instead\n"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("emit").path))
  }
}
