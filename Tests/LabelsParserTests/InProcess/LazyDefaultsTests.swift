import Foundation
import Testing

@testable import LabelsCommands

/// A project's defaults are static values whose first use costs time in proportion to the schema: they
/// are built only for a command that needs them, and then once.
@Suite struct LazyDefaultsTests {
  /// Counts how often the defaults were asked for.
  private final class Builds: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0

    var count: Int { lock.withLock { made } }

    func counting<Value>(_ value: Value) -> Value {
      lock.withLock { made += 1 }
      return value
    }
  }

  @Test func comparingTwoFilesNeverBuildsTheDefaultsAndExportBuildsThemOnce() throws {
    let folder = try TemporaryDirectory()
    let builds = Builds()
    let project = LabelsProject(
      root: folder.url.path, schema: ShopLabels.V1.self, version: "1.0.0", baseLocale: "en",
      locales: builds.counting(ShopLabels.firstRelease.map { (locale: $0.0, labels: $0.1) }))
    try folder.write("{\n  \"title\": \"Cart\"\n}\n", to: "old.json")
    try folder.write("{\n  \"title\": \"Basket\"\n}\n", to: "new.json")

    let diff = CommandRun(["diff", "old.json", "new.json", "--format", "json"], project: project)
    #expect(diff.status == 0)
    #expect(CommandRun(["--help"], project: project).status == 0)
    #expect(builds.count == 0)

    #expect(CommandRun(["export"], project: project).status == 0)
    #expect(CommandRun(["diff", "--fail-on", "none"], project: project).status == 0)
    #expect(builds.count == 1)
  }
}
