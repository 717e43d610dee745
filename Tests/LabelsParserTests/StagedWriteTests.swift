import Foundation
import Testing

@testable import LabelsCommands

/// Several files written together: all of them, or none, and nothing left behind.
@Suite struct StagedWriteTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
    try folder.write("old a", to: "a.txt")
    try folder.write("old b", to: "b.txt")
  }

  private func path(_ name: String) -> String { folder.url.path + "/" + name }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
  }

  private func planned() -> StagedWrite {
    var write = StagedWrite()
    write.add(path("a.txt"), Array("new a".utf8))
    write.add(path("c.txt"), Array("new c".utf8))
    write.add(path("b.txt"), Array("new b".utf8))
    return write
  }

  @Test func everyFileIsWrittenAndNothingIsLeftBeside() throws {
    try planned().commit()
    #expect(try folder.read("a.txt") == "new a")
    #expect(try folder.read("b.txt") == "new b")
    #expect(try folder.read("c.txt") == "new c")
    #expect(try names() == ["a.txt", "b.txt", "c.txt"])
  }

  @Test func aLaterAddOfAPathReplacesTheEarlier() throws {
    var write = StagedWrite()
    write.add(path("a.txt"), Array("first".utf8))
    write.add(path("a.txt"), Array("second".utf8))
    try write.commit()
    #expect(write.files.count == 1)
    #expect(try folder.read("a.txt") == "second")
  }

  @Test func aFolderWhereAFileBelongsIsRefusedBeforeAnyFileChanges() throws {
    try FileManager.default.createDirectory(atPath: path("d.txt"), withIntermediateDirectories: false)
    var write = planned()
    write.add(path("d.txt"), Array("new d".utf8))
    #expect(throws: FileSystem.refusal(path("d.txt"), .directory)) { try write.commit() }
    #expect(try folder.read("a.txt") == "old a")
    #expect(try folder.read("b.txt") == "old b")
    #expect(try names() == ["a.txt", "b.txt", "d.txt"])
  }

  @Test func aLinkWhereAFileBelongsIsReplacedNotFollowed() throws {
    try folder.write("outside", to: "outside.txt")
    try FileManager.default.createSymbolicLink(
      atPath: path("e.txt"), withDestinationPath: path("outside.txt"))
    var write = planned()
    write.add(path("e.txt"), Array("new e".utf8))
    try write.commit()
    #expect(FileSystem.entry(at: path("e.txt")) == .file)
    #expect(try folder.read("e.txt") == "new e")
    #expect(try folder.read("outside.txt") == "outside")
    #expect(try names() == ["a.txt", "b.txt", "c.txt", "e.txt", "outside.txt"])
  }

  @Test func aLinkReplacedAndThenUndoneIsALinkAgain() throws {
    try folder.write("outside", to: "outside.txt")
    try FileManager.default.createSymbolicLink(
      atPath: path("e.txt"), withDestinationPath: path("outside.txt"))
    var write = StagedWrite()
    write.add(path("e.txt"), Array("new e".utf8))
    write.add(path("a.txt"), Array("new a".utf8))
    let failure = FileSystemError.failed(path("a.txt"), "Input/output error")
    #expect(throws: failure) {
      try write.commit { (source, target) throws(FileSystemError) in
        if target.hasSuffix("a.txt") { throw failure }
        try FileSystem.move(source, to: target)
      }
    }
    #expect(FileSystem.entry(at: path("e.txt")) == .link)
    #expect(try folder.read("outside.txt") == "outside")
    #expect(try folder.read("a.txt") == "old a")
    #expect(try names() == ["a.txt", "b.txt", "e.txt", "outside.txt"])
  }

  @Test(arguments: 0..<3)
  func aRenameThatFailsUndoesTheOnesBefore(failing: Int) throws {
    var renames = 0
    let failure = FileSystemError.failed(path("x"), "Input/output error")
    #expect(throws: failure) {
      try planned().commit { (source, target) throws(FileSystemError) in
        if renames == failing { throw failure }
        renames += 1
        try FileSystem.move(source, to: target)
      }
    }
    #expect(try folder.read("a.txt") == "old a")
    #expect(try folder.read("b.txt") == "old b")
    #expect(try names() == ["a.txt", "b.txt"])
  }
}
