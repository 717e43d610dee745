import Testing

@testable import LabelsKit

@Suite struct FolderDifferenceTests {
  @Test func eachDifferenceSaysWhatWasWrittenAndTheSummaryCountsThem() {
    let differences: [FolderDifference] = [
      .missing("E/1/en.json"), .outOfDate("E/1/ru.json"), .unexpected("E/1/x.json"),
    ]
    #expect(
      differences.map(\.writtenLine) == ["wrote E/1/en.json", "wrote E/1/ru.json", "removed E/1/x.json"])
    #expect(
      differences.map(\.diagnostic) == [
        Diagnostic(.error, at: FileLocation(file: "E/1/en.json"), "is missing", fix: "run 'make export'"),
        Diagnostic(.error, at: FileLocation(file: "E/1/ru.json"), "is out of date", fix: "run 'make export'"),
        Diagnostic(
          .error, at: FileLocation(file: "E/1/x.json"), "is not written by export",
          fix: "run 'make export' to remove it"),
      ])
    #expect(FolderDifference.summary(differences, fileCount: 5, label: "E/1") == "E/1: 3 of 5 files changed")
    #expect(
      FolderDifference.summary(differences, fileCount: 5, label: "E/1", note: "content")
        == "E/1: 3 of 5 files changed (content)")
    #expect(
      FolderDifference.summary([], fileCount: 5, label: "E/1", note: "content")
        == "E/1 is up to date (5 files)")
  }

  /// An output as a command finds it: files by path, and what else lies there.
  private static let found: [String: FolderDifference.Found] = [
    "en.lproj/Labels.strings": .file(Array("same".utf8)),
    "ru.lproj/Labels.strings": .file(Array("old".utf8)),
    "ru.lproj/Labels.stringsdict": .other,
  ]
  private static let names = [
    "en.lproj": ["Labels.strings", "Labels.stringsdict", "notes.txt"],
    "ru.lproj": ["Labels.strings", "Labels.stringsdict"],
  ]

  @Test func plannedFilesComeFirstInPlanOrderThenWhatTheOutputOwnsByFolderAndName() {
    let files = [
      ExportFile(path: "ru.lproj/Labels.strings", contents: Array("new".utf8)),
      ExportFile(path: "ru.lproj/Labels.stringsdict", contents: Array("dict".utf8)),
      ExportFile(path: "en.lproj/Labels.strings", contents: Array("same".utf8)),
      ExportFile(path: "uk.lproj/Labels.strings", contents: Array("new".utf8)),
      ExportFile(path: "Labels.xcstrings", contents: Array("{}".utf8)),
    ]
    let differences = FolderDifference.differences(
      of: files, path: { "out/" + $0 }, owns: { $0.hasSuffix(".stringsdict") },
      found: { Self.found[$0] ?? .nothing }, names: { Self.names[$0] ?? [] })
    #expect(
      differences == [
        .outOfDate("out/ru.lproj/Labels.strings"), .outOfDate("out/ru.lproj/Labels.stringsdict"),
        .missing("out/uk.lproj/Labels.strings"), .missing("out/Labels.xcstrings"),
        .unexpected("out/en.lproj/Labels.stringsdict"),
      ])
  }

  @Test func whatCannotBeFoundEndsTheComparison() {
    struct Unreadable: Error, Equatable {}
    #expect(throws: Unreadable()) {
      try FolderDifference.differences(
        of: [ExportFile(path: "a/b.json", contents: [])], path: { $0 }, owns: { _ in true },
        found: { _ throws(Unreadable) in throw Unreadable() }, names: { _ throws(Unreadable) in [] })
    }
  }
}
