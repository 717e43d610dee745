import ExampleAppLabels
import Foundation
import LabelsCommands
import Testing

/// `Examples/LabelsApp/Exports/` is what `export` writes of the example app's own labels, so `.ci/example`
/// serves documents the example loads whole, whatever the team's labels are. `RECORD=1 swift test`
/// rewrites it and still records an issue.
@Suite struct ExampleExportsTests {
  private static let exports = LabelsParserRunner.packageRoot.appendingPathComponent(
    "Examples/LabelsApp/Exports")

  @Test func theExamplesExportsAreWhatExportWritesOfItsLabels() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("example-exports-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let project = LabelsProject(
      root: root.path, schema: Labels.self, version: Labels.schemaVersion,
      baseLocale: LabelsCatalog.baseLocale,
      locales: LabelsCatalog.locales.map { (locale: $0.locale, labels: $0.labels) },
      aliases: LabelsCatalog.aliases)
    #expect(CommandRun(["export"], project: project).status == 0)
    let written = try GoldenFolder.files(in: root.appendingPathComponent("Exports")).filter {
      $0.key.hasSuffix(".json")
    }
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try? FileManager.default.removeItem(at: Self.exports)
      for (path, contents) in written {
        let url = Self.exports.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
      }
      Issue.record("recorded Examples/LabelsApp/Exports; run again without RECORD=1")
      return
    }
    let committed = try GoldenFolder.files(in: Self.exports).filter { $0.key.hasSuffix(".json") }
    #expect(committed.keys.sorted() == written.keys.sorted())
    for (path, contents) in written.sorted(by: { $0.key < $1.key }) {
      #expect(
        committed[path] == contents,
        "Examples/LabelsApp/Exports/\(path) is out of date; run RECORD=1 swift test after changing the example's labels"
      )
    }
  }
}
