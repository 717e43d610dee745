import Testing

@testable import LabelsKit

@Suite struct ImportOutputTests {
  private let files = [
    ExportFile(path: "Defaults/English/Labels+English.swift", contents: []),
    ExportFile(path: "Defaults/LabelsCatalog.swift", contents: []),
    ExportFile(path: "ImportReport.md", contents: []),
    ExportFile(path: "Sources/Labels/Labels.swift", contents: []),
  ]

  @Test func existingFilesStopTheImportUnlessForced() {
    let differences: [FolderDifference] = [.missing("out/a"), .outOfDate("out/b"), .outOfDate("out/c")]
    #expect(
      ImportOutput.overwriteRefusal(differences, force: false) == [
        Diagnostic(
          .error, at: FileLocation(file: "out/b"), "exists with other contents",
          fix: "pass --force to overwrite it"),
        Diagnostic(
          .error, at: FileLocation(file: "out/c"), "exists with other contents",
          fix: "pass --force to overwrite it"),
        Diagnostic(.error, "nothing was written"),
      ])
    #expect(ImportOutput.overwriteRefusal(differences, force: true) == nil)
    #expect(ImportOutput.overwriteRefusal([.missing("out/a")], force: false) == nil)
  }

  @Test func leftoverSwiftFilesOfTheGeneratedFoldersAreStray() {
    #expect(ImportOutput.generatedFolders(of: files) == ["Defaults", "Defaults/English", "Sources/Labels"])
    let names = [
      "Defaults": ["LabelsCatalog.swift", "Old.swift", "LabelsReview.json"],
      "Defaults/English": ["Labels+English.swift", "Gone+English.swift"],
      "Sources/Labels": ["Labels.swift"],
      "Defaults/German": ["Labels+German.swift"],
    ]
    #expect(
      ImportOutput.strayFiles(names, besides: files) == [
        "Defaults/Old.swift", "Defaults/English/Gone+English.swift",
      ])
    #expect(
      ImportOutput.strayWarning("out/Defaults/Old.swift")
        == Diagnostic(
          .warning, at: FileLocation(file: "out/Defaults/Old.swift"), "is not written by import",
          fix: "delete it if it belongs to an older schema"))
  }
}
