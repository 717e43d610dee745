import Foundation
import LabelsCommands
import Testing

/// A run killed half-way, or two runs at once, never leave a torn or mixed version folder, an empty
/// published file, or a false message; the next export always completes.
@Suite struct InterruptedRunTests {
  private func files(in folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
    }
    return files
  }

  @Test func whatAKilledFirstExportLeftIsRemovedAndTheExportCompletes() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    // A kill before the staged folder was renamed leaves only the hidden staging folder: 1.0.0 does
    // not exist, so no reader sees a version without its manifest.
    try folder.write(#"{"cart": {"#, to: "Exports/.1.0.0.4242-9f3c.tmp/en.json")
    try folder.write("{}", to: "Exports/1.0.0-staging-of-an-older-release/.ru.json.tmp")
    let diff = CommandRun(["diff"], project: project)
    #expect(diff.status == 66)
    #expect(diff.stderr.hasPrefix("<root>/Exports: error: no published version to compare with;"))
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0)
    #expect(
      export.stdout.hasPrefix("removed <root>/Exports/.1.0.0.4242-9f3c.tmp (left by an interrupted export)\n")
    )
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/Exports").sorted()
    #expect(names == [".labels.lock", "1.0.0", "1.0.0-staging-of-an-older-release"])
    #expect(
      try files(in: folder.url.path + "/Exports/1.0.0").keys.sorted() == [
        "en.json", "manifest.json", "ru.json", "schema.json", "uk.json",
      ])
  }

  @Test func aTornVersionFolderIsRepairedByTheNextExport() throws {
    let repository = try GitRepository()
    let project = ShopLabels.v1(root: repository.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    let expected = try files(in: repository.path + "/Exports/1.0.0")
    // What a release before staged folders left when killed between its renames.
    for name in ["manifest.json", "ru.json", "schema.json"] {
      try FileManager.default.removeItem(atPath: repository.path + "/Exports/1.0.0/" + name)
    }
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains("<root>/Exports/1.0.0/manifest.json: error: is missing; run 'make export'\n"))
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0)
    #expect(
      export.stderr == """
        <root>/Exports/1.0.0/manifest.json: error: is missing: export writes one in every version folder
        <root>/Exports/1.0.0: warning: cannot be read as it is; export writes it again

        """)
    #expect(try files(in: repository.path + "/Exports/1.0.0") == expected)
    #expect(CommandRun(["export", "--check"], project: project).status == 0)
  }

  @Test func twoExportsAtOnceWriteOnceAndNeverSayNothingChanged() async throws {
    for _ in 0..<12 {
      let folder = try TemporaryDirectory()
      let project = ShopLabels.v1(root: folder.url.path)
      async let first = CommandRun(["export"], project: project)
      async let second = CommandRun(["export"], project: project)
      let runs = await [first, second]
      #expect(runs.map(\.status) == [0, 0], "\(runs)")
      let wrote = runs.filter { $0.stdout.contains("wrote <root>/Exports/1.0.0/en.json") }
      let upToDate = runs.filter { $0.stdout.contains("<root>/Exports/1.0.0 is up to date (5 files)") }
      #expect(wrote.count == 1 && upToDate.count == 1, "\(runs)")
      #expect(CommandRun(["export", "--check"], project: project).status == 0)
    }
  }

  @Test func aReaderNeverSeesAnExportHalfWritten() async throws {
    let folder = try TemporaryDirectory()
    let original = ShopLabels.v1(root: folder.url.path)
    let fixed = ShopLabels.v1(root: folder.url.path) { locale, labels in
      labels.cart.title += " (\(locale))"
    }
    #expect(CommandRun(["export"], project: original).status == 0)
    async let writes: [Int32] = (0..<15).map { round in
      CommandRun(["export"], project: round.isMultiple(of: 2) ? fixed : original).status
    }
    async let reads: [CommandRun] = (0..<15).map { _ in
      CommandRun(["diff", "--format", "json", "--fail-on", "none"], project: original)
    }
    let (written, read) = await (writes, reads)
    #expect(written.allSatisfy { $0 == 0 }, "\(written)")
    for run in read {
      #expect(run.status == 0, "\(run)")
      // The fixed texts are in every locale file or in none: never a mixed folder.
      let changed = run.stdout.components(separatedBy: "/cart/title").count - 1
      #expect(changed == 0 || changed == 3, "a mixed folder: \(run)")
    }
  }
}
