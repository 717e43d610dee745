import Foundation
import LabelsKit
import Testing

@testable import LabelsCommands

/// `check`'s freshness from the version folders it read once for the audit: the same differences as
/// reading the folder again from disk.
@Suite struct ExportFolderFreshnessTests {
  private static func file(_ path: String, _ text: String) -> ExportFile {
    ExportFile(path: path, contents: Array(text.utf8))
  }

  private static let planned = [
    file("2.0.0/en.json", "{}\n"), file("2.0.0/manifest.json", "{\"m\":1}\n"), file("2.0.0/ru.json", "{}\n"),
    file("2.0.0/uk.json", "{}\n"),
  ]

  @Test func theFoldersReadOnceGiveTheDifferencesTheDiskGives() throws {
    let temporary = try TemporaryDirectory()
    try temporary.write("{}\n", to: "Exports/2.0.0/en.json")
    try temporary.write("{\"old\":1}\n", to: "Exports/2.0.0/ru.json")
    try temporary.write("{}\n", to: "Exports/2.0.0/zz.json")
    try temporary.write("notes\n", to: "Exports/2.0.0/notes.txt")
    try temporary.write("{}\n", to: "Exports/2.0.0/uk.json/inside.json")
    try temporary.write("{}\n", to: "Exports/1.0.0/en.json")
    let root = temporary.url.path + "/Exports"
    let folder = ExportFolder(root: root)
    let fromDisk = try folder.readDifferences(from: Self.planned)
    let fromFolders = folder.differences(
      from: Self.planned, in: try LabelsCommands.PublishedExports.read(root))
    let expected: [FolderDifference] = [
      .missing(root + "/2.0.0/manifest.json"), .outOfDate(root + "/2.0.0/ru.json"),
      .outOfDate(root + "/2.0.0/uk.json"), .unexpected(root + "/2.0.0/zz.json"),
    ]
    #expect(fromFolders == expected)
    #expect(fromFolders == fromDisk)
  }

  @Test func aVersionFolderNotThereIsMissingWhole() throws {
    let temporary = try TemporaryDirectory()
    try temporary.write("{}\n", to: "Exports/1.0.0/en.json")
    let root = temporary.url.path + "/Exports"
    let folder = ExportFolder(root: root)
    let fromFolders = folder.differences(
      from: Self.planned, in: try LabelsCommands.PublishedExports.read(root))
    let missing: [FolderDifference] = Self.planned.map { .missing(root + "/" + $0.path) }
    #expect(fromFolders == missing)
    #expect(fromFolders == (try folder.readDifferences(from: Self.planned)))
  }
}
