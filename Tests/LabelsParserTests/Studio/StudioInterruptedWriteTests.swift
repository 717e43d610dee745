import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// A save of the studio (a Swift file and the review state, in one ``StagedWrite``) killed between its
/// two renames: the journal written before the first rename lets the next start of the studio, or
/// `check`, finish it; a kill before the journal leaves only staged files, which are removed.
@Suite struct StudioInterruptedWriteTests {
  static let swiftFile = "Defaults/Russian/Labels+Russian.swift"
  static let reviewFile = "Defaults/LabelsReview.json"
  static let edited = StudioServerTests.russianSource.replacingOccurrences(
    of: "Привет, %@!", with: "Здравствуйте, %@!")
  static let review = #"{"ru":{"/login/greeting":{"state":"new","translation":"Здравствуйте, %@!"}}}"# + "\n"

  /// The fixture app exported, and what a save killed after staging its two files leaves: with
  /// `journal`, the journal and the Swift file renamed into place (killed before the second rename);
  /// without, the staged files only (killed before the journal). The steps are those of
  /// ``StagedWrite/commit(move:)``, stopped where the kill stops them.
  static func killed(journal: Bool) throws -> TemporaryDirectory {
    let folder = try StudioServerTests.exportedFolder()
    let root = folder.url.path
    let staged = [
      (
        try FileSystem.writeStagingFile(Array(edited.utf8), beside: "\(root)/\(swiftFile)"),
        "\(root)/\(swiftFile)"
      ),
      (
        try FileSystem.writeStagingFile(Array(review.utf8), beside: "\(root)/\(reviewFile)"),
        "\(root)/\(reviewFile)"
      ),
    ]
    if journal {
      _ = try FileSystem.linkStagingCopy(of: "\(root)/\(swiftFile)")
      try FileSystem.replaceFile(
        "\(root)/Defaults/\(InterruptedWrite.journalName)", with: InterruptedWrite.record(staged))
      try FileSystem.move(staged[0].0, to: staged[0].1)
    }
    return folder
  }

  /// The hidden files left in the defaults and the Russian folder.
  static func leftovers(_ folder: TemporaryDirectory) throws -> [String] {
    try ["Defaults", "Defaults/Russian"].flatMap { path in
      try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(path).path)
        .filter { $0.hasPrefix(".") }
    }
  }

  @Test func theJournalIsWrittenOnceEveryFileIsStagedAndRemovedOnceAllAreRenamed() throws {
    let folder = try StudioServerTests.exportedFolder()
    let root = folder.url.path
    let journal = "\(root)/Defaults/\(InterruptedWrite.journalName)"
    var write = StagedWrite(journal: journal)
    write.add("\(root)/\(Self.swiftFile)", Array(Self.edited.utf8))
    write.add("\(root)/\(Self.reviewFile)", Array(Self.review.utf8))
    var seen: [[String]] = []
    try write.commit { source, target throws(FileSystemError) in
      let record = try? StrictJSONReader.read(try FileSystem.readFile(journal))
      seen.append(record?["/renames"]?.items.compactMap { $0["/to"]?.text } ?? [])
      try FileSystem.move(source, to: target)
    }
    let targets = ["\(root)/\(Self.swiftFile)", "\(root)/\(Self.reviewFile)"]
    #expect(seen == [targets, targets])
    #expect(FileSystem.entry(at: journal) == .missing)
    #expect(try Self.leftovers(folder).isEmpty)
  }

  @Test func aSaveKilledBetweenItsRenamesIsFinishedAtTheStudiosNextStart() throws {
    let folder = try Self.killed(journal: true)
    #expect(try folder.read(Self.swiftFile) == Self.edited)
    #expect((try? folder.read(Self.reviewFile)) != Self.review)
    let studio = try StudioHarness(folder: folder, project: ShopLabels.v1(root: folder.url.path))
    #expect(studio.printed.contains("finished an interrupted write: \(folder.url.path)/\(Self.reviewFile)"))
    #expect(try folder.read(Self.swiftFile) == Self.edited)
    #expect(try folder.read(Self.reviewFile) == Self.review)
    #expect(try Self.leftovers(folder).isEmpty)
    #expect(
      try studio.json("/api/label?key=/login/greeting")["/locales/1/fields/0/text"]
        == .string("Здравствуйте, %@!"))
  }

  @Test func checkFinishesItToo() throws {
    let folder = try Self.killed(journal: true)
    let checked = CommandRun(["check"], project: ShopLabels.v1(root: folder.url.path))
    #expect(checked.stderr.contains("finished an interrupted write: <root>/\(Self.reviewFile)"))
    #expect(try folder.read(Self.reviewFile) == Self.review)
    #expect(try Self.leftovers(folder).isEmpty)
  }

  @Test func aSaveKilledBeforeItsJournalIsUndone() throws {
    let folder = try Self.killed(journal: false)
    _ = try StudioHarness(folder: folder, project: ShopLabels.v1(root: folder.url.path))
    #expect(try folder.read(Self.swiftFile) == StudioServerTests.russianSource)
    #expect(try Self.leftovers(folder).isEmpty)
  }

  @Test func aJournalNamingAFileOutsideTheDefaultsIsRefusedAndNothingMoves() throws {
    let folder = try StudioServerTests.exportedFolder()
    let root = folder.url.path
    let outside = "\(root)/Package.swift"
    try folder.write("// the team's package\n", to: "Package.swift")
    let staged = try FileSystem.writeStagingFile(Array("// planted\n".utf8), beside: outside)
    try FileSystem.replaceFile(
      "\(root)/Defaults/\(InterruptedWrite.journalName)", with: InterruptedWrite.record([(staged, outside)]))
    let checked = CommandRun(["check"], project: ShopLabels.v1(root: folder.url.path))
    #expect(checked.status == 65)
    #expect(checked.stderr.contains("is not the record of an interrupted write"))
    #expect(try folder.read("Package.swift") == "// the team's package\n")
  }
}
