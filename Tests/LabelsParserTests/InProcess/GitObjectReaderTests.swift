import Foundation
import Testing

@testable import LabelsCommands

/// The gate reads history through one `git cat-file --batch` process: objects exactly as git stores
/// them, `nil` for what does not exist, and the working tree's changes from one `git diff --raw`.
@Suite struct GitObjectReaderTests {
  /// A repository with one commit: `Exports/1.0.0/en.json` and `Exports/1.0.0/sub/a.json`.
  private func repository() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.write("{\n  \"a\": \"Ä\"\n}\n", to: "Exports/1.0.0/en.json")
    try repository.write("{}\n", to: "Exports/1.0.0/sub/a.json")
    try repository.commitAll("First")
    return repository
  }

  @Test func readsFilesAndTreesRelativeToTheFolder() throws {
    let repository = try repository()
    let reader = try GitObjectReader(git: Git(folder: repository.path + "/Exports"))
    let file = try #require(try reader.object("HEAD:./1.0.0/en.json"))
    #expect(file.type == "blob")
    #expect(file.bytes == Array("{\n  \"a\": \"Ä\"\n}\n".utf8))
    #expect(file.id == (try repository.git("rev-parse", "HEAD:Exports/1.0.0/en.json")).prefix(40).description)
    let tree = try #require(try reader.tree("HEAD:./1.0.0"))
    #expect(tree.map { String(decoding: $0.name, as: UTF8.self) } == ["en.json", "sub"])
    #expect(tree.map(\.mode) == ["100644", "40000"])
    #expect(tree[0].id == file.id)
    #expect(try reader.tree(tree[1].id)?.map(\.name) == [Array("a.json".utf8)])
  }

  @Test func whatDoesNotExistIsNilAndTheReaderGoesOn() throws {
    let repository = try repository()
    let reader = try GitObjectReader(git: Git(folder: repository.path + "/Exports"))
    #expect(try reader.object("HEAD:./2.0.0") == nil)
    #expect(try reader.object(String(repeating: "0", count: 40)) == nil)
    #expect(try reader.object("HEAD~5:./1.0.0") == nil)
    #expect(try reader.tree("HEAD:./1.0.0/en.json") == nil)
    #expect(try reader.object("HEAD:./1.0.0/sub/a.json")?.bytes == Array("{}\n".utf8))
  }

  @Test func aNameWithALineBreakIsRefused() throws {
    let repository = try repository()
    let reader = try GitObjectReader(git: Git(folder: repository.path))
    #expect(throws: CommandFailure.self) { try reader.object("HEAD\nHEAD") }
  }

  @Test func parsesATreeExactly() throws {
    let id = [UInt8](repeating: 0xAB, count: 20)
    let bytes =
      Array("100644 a b.json\0".utf8) + id + Array("40000 sub\0".utf8) + [UInt8](repeating: 1, count: 20)
    let entries = try #require(GitObjectReader.entries(ofTree: bytes, idLength: 20))
    #expect(
      entries == [
        .init(mode: "100644", name: Array("a b.json".utf8), id: String(repeating: "ab", count: 20)),
        .init(mode: "40000", name: Array("sub".utf8), id: String(repeating: "01", count: 20)),
      ])
    #expect(GitObjectReader.entries(ofTree: [], idLength: 20) == [])
    #expect(GitObjectReader.entries(ofTree: Array(bytes.dropLast()), idLength: 20) == nil)
    #expect(GitObjectReader.entries(ofTree: Array("100644 a.json".utf8), idLength: 20) == nil)
    #expect(GitObjectReader.entries(ofTree: bytes, idLength: 32) == nil)
  }

  @Test func quotesPathsAsGitDoes() {
    #expect(GitPath.quoted(Array("1.0.0/en.json".utf8)) == "1.0.0/en.json")
    #expect(GitPath.quoted(Array("1.0.0/a b.json".utf8)) == "1.0.0/a b.json")
    #expect(GitPath.quoted(Array("a\n\t\"\\é\u{1}\u{7F}.txt".utf8)) == #""a\n\t\"\\\303\251\001\177.txt""#)
  }

  @Test func readsTheWorkingTreesChanges() throws {
    let repository = try repository()
    try repository.write("{}\n", to: "Exports/1.0.0/en.json")
    try repository.write("new\n", to: "Exports/1.0.0/b\tc.json")
    try repository.git("add", "Exports/1.0.0/b\tc.json")
    try FileManager.default.removeItem(atPath: repository.path + "/Exports/1.0.0/sub/a.json")
    let raw = try Git(folder: repository.path + "/Exports").bytes(
      ["diff", "--relative", "--no-renames", "--raw", "--no-abbrev", "-z", "HEAD", "--", "."])
    let changes = VersionFiles.WorkingTree(raw: raw).changes
    let added = try repository.git("rev-parse", ":Exports/1.0.0/b\tc.json").prefix(40).description
    let expected: [[UInt8]: VersionFiles.Entry?] = [
      Array("1.0.0/en.json".utf8): VersionFiles.Entry(mode: 0o100644, id: nil),
      Array("1.0.0/b\tc.json".utf8): VersionFiles.Entry(mode: 0o100644, id: added),
      Array("1.0.0/sub/a.json".utf8): nil,
    ]
    #expect(changes == expected)
    let reader = try GitObjectReader(git: Git(folder: repository.path + "/Exports"))
    let files = VersionFiles(objects: reader, exports: repository.path + "/Exports")
    let listed = try files.changes(of: "1.0.0", since: "HEAD", workingTree: .init(raw: raw))
    #expect(
      listed.map { "\($0.status) \(GitPath.quoted($0.path))" } == [
        #"A "1.0.0/b\tc.json""#, "M 1.0.0/en.json", "D 1.0.0/sub/a.json",
      ])
  }
}
