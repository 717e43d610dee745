import Foundation
import Testing

@testable import LabelsCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations under hostile input: bounded reads, exclusive staging, no link followed.
@Suite struct FileSystemTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  private func path(_ name: String) -> String { folder.url.path + "/" + name }

  @Test func aFileAboveTheLimitIsRefusedBeforeItIsRead() throws {
    try folder.write(String(repeating: "x", count: 17), to: "big.json")
    try folder.write(String(repeating: "x", count: 16), to: "fits.json")
    #expect(try FileSystem.readFile(path("fits.json"), limit: 16).count == 16)
    #expect(throws: FileSystemError.refused(path("big.json"), FileSystemTests.tooLarge(16))) {
      try FileSystem.readFile(path("big.json"), limit: 16)
    }
    #expect(FileSystem.maximumFileSize == 268_435_456)
  }

  @Test func aMappedFileHasTheBytesAReadGivesAndTheSameRefusals() throws {
    let text = "{\n  \"title\": \"Привет\"\n}\n"
    try folder.write(text, to: "en.json")
    try folder.write("", to: "empty.json")
    try folder.write(String(repeating: "x", count: 17), to: "big.json")
    let mapped = try FileSystem.mapFile(path("en.json"))
    #expect(withExtendedLifetime(mapped) { Array(mapped.buffer) } == Array(text.utf8))
    let empty = try FileSystem.mapFile(path("empty.json"))
    #expect(withExtendedLifetime(empty) { empty.buffer.isEmpty })
    #expect(throws: FileSystemError.refused(path("big.json"), FileSystemTests.tooLarge(16))) {
      try FileSystem.mapFile(path("big.json"), limit: 16)
    }
    #expect(symlink(path("en.json"), path("link.json")) == 0)
    #expect(throws: FileSystem.refusal(path("link.json"), .link)) {
      try FileSystem.mapFile(path("link.json"))
    }
    #expect(mkfifo(path("fifo.json"), 0o644) == 0)
    #expect(throws: FileSystem.refusal(path("fifo.json"), .special("a FIFO (named pipe)"))) {
      try FileSystem.mapFile(path("fifo.json"))
    }
    #expect(throws: FileSystemError.notFound(path("missing.json"))) {
      try FileSystem.mapFile(path("missing.json"))
    }
  }

  @Test func aStreamAboveTheLimitIsRefusedWithoutReadingItAll() throws {
    let pipe = Pipe()
    // Within the pipe's buffer, so that the write neither blocks nor outlives the read.
    try pipe.fileHandleForWriting.write(contentsOf: Data(repeating: 0x20, count: 4096))
    try pipe.fileHandleForWriting.close()
    #expect(throws: FileSystemError.refused("<stdin>", FileSystemTests.tooLarge(1000))) {
      try FileSystem.readAll(pipe.fileHandleForReading.fileDescriptor, path: "<stdin>", limit: 1000)
    }
    try pipe.fileHandleForReading.close()
  }

  @Test func aNewFileIsNeverWrittenThroughALinkOrOverAFile() throws {
    try folder.write("secret", to: "outside.txt")
    #expect(symlink(path("outside.txt"), path("planted")) == 0)
    #expect(throws: FileSystemError.self) {
      try FileSystem.writeNewFile(Array("x".utf8), to: path("planted"))
    }
    #expect(throws: FileSystemError.self) {
      try FileSystem.writeNewFile(Array("x".utf8), to: path("outside.txt"))
    }
    #expect(try folder.read("outside.txt") == "secret")
  }

  @Test func stagingNamesAreUniqueHiddenAndRecognised() throws {
    let first = try FileSystem.writeStagingFile(Array("a".utf8), beside: path("en.json"))
    let second = try FileSystem.writeStagingFile(Array("b".utf8), beside: path("en.json"))
    #expect(first != second)
    for staged in [first, second] {
      let name = String(staged.split(separator: "/").last ?? "")
      #expect(name.hasPrefix(".en.json.\(getpid())-") && FileSystem.isStagingName(name))
    }
    #expect(!FileSystem.isStagingName("en.json") && !FileSystem.isStagingName(".labels.lock"))
  }

  @Test func aLinkWhereAnOutputFolderBelongsIsRefused() throws {
    let outside = try TemporaryDirectory()
    #expect(symlink(outside.url.path, path("Exports")) == 0)
    #expect(throws: FileSystem.refusal(path("Exports"), .link, expecting: "folder")) {
      try FileSystem.createDirectory("1.0.0", below: path("Exports"))
    }
    try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: false)
    #expect(symlink(outside.url.path, path("out/1.0.0")) == 0)
    #expect(throws: FileSystem.refusal(path("out/1.0.0"), .link, expecting: "folder")) {
      try FileSystem.createDirectory("1.0.0/nested", below: path("out"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == [])
  }

  private static func tooLarge(_ limit: Int) -> String {
    "is larger than \(limit) bytes, the most the tool reads (the store takes no larger write, and no "
      + "label file is that large); remove it or split the labels"
  }
}
