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
}
