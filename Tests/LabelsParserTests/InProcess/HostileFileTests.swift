import Foundation
import LabelsCommands
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file in the repository may come from a stranger's pull request: a link, a FIFO or a device where
/// a label file belongs is refused by name, nothing outside the project is read or written through
/// one, and a planted staging file changes nothing.
@Suite struct HostileFileTests {
  /// A project whose 1.0.0 is exported, in a temporary folder outside git, and a secret beside it.
  private func exported() throws -> (TemporaryDirectory, LabelsProject, secret: URL) {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path + "/app")
    #expect(CommandRun(["export"], project: project).status == 0)
    try folder.write(
      #"{"private_key": "-----BEGIN PRIVATE KEY-----", "client_email": "ci@example.com"}"#, to: "secret.json")
    return (folder, project, folder.url.appendingPathComponent("secret.json"))
  }

  private func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test func aPlantedStagingLinkIsNeverWrittenThrough() throws {
    let (folder, project, secret) = try exported()
    let original = try Data(contentsOf: secret)
    let en = folder.url.path + "/app/Exports/1.0.0/en.json"
    try FileManager.default.removeItem(atPath: en)
    #expect(symlink(secret.path, folder.url.path + "/app/Exports/1.0.0/.en.json.tmp") == 0)
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0)
    #expect(
      export.stdout.hasPrefix(
        "removed <root>/Exports/1.0.0/.en.json.tmp (left by an interrupted export)\nwrote <root>/Exports/1.0.0/en.json\n"
      ))
    #expect(try Data(contentsOf: secret) == original)
    #expect(kind(en) == S_IFREG)
  }

  @Test func aLinkedLocaleFileIsRefusedByNameAndNotRead() throws {
    let (folder, project, secret) = try exported()
    let published = folder.url.path + "/app/Exports/9.9.9"
    try FileManager.default.copyItem(atPath: folder.url.path + "/app/Exports/1.0.0", toPath: published)
    try FileManager.default.removeItem(atPath: published + "/en.json")
    #expect(symlink(secret.path, published + "/en.json") == 0)
    for arguments in [
      ["diff", "--format", "markdown"], ["check"], ["bundle", "--environment", "production"],
    ] {
      let run = CommandRun(arguments, project: project)
      #expect(run.status == 65, "\(arguments)")
      #expect(!run.stdout.contains("PRIVATE") && !run.stderr.contains("PRIVATE"), "\(arguments)")
      #expect(
        run.stderr.contains(
          "<root>/Exports/9.9.9/en.json: error: is a symbolic link where a file belongs; the tool reads and "
            + "writes nothing through a link: replace the link with the file itself"), "\(arguments)")
    }
  }

  @Test func aLinkedVersionFolderIsRefusedByName() throws {
    let (folder, project, _) = try exported()
    let outside = try TemporaryDirectory()
    try FileManager.default.removeItem(at: outside.url)
    try FileManager.default.copyItem(atPath: folder.url.path + "/app/Exports/1.0.0", toPath: outside.url.path)
    #expect(symlink(outside.url.path, folder.url.path + "/app/Exports/9.9.9") == 0)
    let diff = CommandRun(["diff"], project: project)
    #expect(diff.status == 65)
    #expect(
      diff.stderr == "<root>/Exports/9.9.9: error: is a symbolic link where a folder belongs; the tool reads "
        + "and writes nothing through a link: replace the link with the folder itself\n")
  }

  @Test func aLinkedExportRootIsNeitherReadNorWritten() throws {
    let (folder, project, _) = try exported()
    let outside = try TemporaryDirectory()
    let exports = folder.url.path + "/app/Exports"
    try FileManager.default.removeItem(atPath: exports)
    #expect(symlink(outside.url.path, exports) == 0)
    for arguments in [["export"], ["check"]] {
      let run = CommandRun(arguments, project: project)
      #expect(run.status == 65, "\(arguments)")
      #expect(run.stderr.hasPrefix("<root>/Exports: error: is a symbolic link where a folder belongs;"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == [])
  }

  @Test func aFIFOWhereALocaleFileBelongsIsRefusedWithoutWaiting() throws {
    let (folder, project, _) = try exported()
    let ru = folder.url.path + "/app/Exports/1.0.0/ru.json"
    try FileManager.default.removeItem(atPath: ru)
    #expect(mkfifo(ru, 0o644) == 0)
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 65)
    #expect(
      check.stderr
        == "<root>/Exports/1.0.0/ru.json: error: is a FIFO (named pipe) where a file belongs; remove it\n")
  }

  @Test func aLinkToADeviceIsRefusedWithoutReading() throws {
    let (folder, project, _) = try exported()
    let ru = folder.url.path + "/app/Exports/1.0.0/ru.json"
    try FileManager.default.removeItem(atPath: ru)
    #expect(symlink("/dev/zero", ru) == 0)
    let lint = CommandRun(["lint", ru], project: project)
    #expect(lint.status == 65)
    #expect(
      lint.stderr.hasPrefix("<root>/Exports/1.0.0/ru.json: error: is a symbolic link where a file belongs;"))
  }

  @Test func exportReplacesALinkWhereItsFileBelongsWithoutFollowingIt() throws {
    let (folder, project, secret) = try exported()
    let original = try Data(contentsOf: secret)
    let en = folder.url.path + "/app/Exports/1.0.0/en.json"
    try FileManager.default.removeItem(atPath: en)
    #expect(symlink(secret.path, en) == 0)
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0)
    #expect(export.stdout.hasPrefix("wrote <root>/Exports/1.0.0/en.json\n"))
    #expect(kind(en) == S_IFREG)
    #expect(try Data(contentsOf: secret) == original)
  }

  @Test func aHostileFileNameExportRemovesIsPrintedOnOneLine() throws {
    let (folder, project, _) = try exported()
    let name = "x\n::error file=a.swift::forged\u{1B}[31m.json"
    try folder.write("{}", to: "app/Exports/1.0.0/" + name)
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0)
    #expect(
      export.stdout.hasPrefix(
        #"removed <root>/Exports/1.0.0/x\n::error file=a.swift::forged\u{1B}[31m.json"# + "\n"))
    #expect(!export.stdout.contains("\u{1B}"))
    #expect(export.stdout.split(separator: "\n").count == 2)
  }

  @Test func aPlantedLockFileIsNeitherFollowedNorWaitedOn() throws {
    let (folder, project, secret) = try exported()
    let original = try Data(contentsOf: secret)
    let lock = folder.url.path + "/app/Exports/.labels.lock"
    try? FileManager.default.removeItem(atPath: lock)
    #expect(symlink(secret.path, lock) == 0)
    let linked = CommandRun(["export"], project: project)
    #expect(linked.status == 65)
    #expect(
      linked.stderr.hasPrefix("<root>/Exports/.labels.lock: error: is a symbolic link where a file belongs;"))
    #expect(try Data(contentsOf: secret) == original)
    try FileManager.default.removeItem(atPath: lock)
    #expect(mkfifo(lock, 0o644) == 0)
    let fifo = CommandRun(["check"], project: project)
    #expect(fifo.status == 65)
    #expect(
      fifo.stderr
        == "<root>/Exports/.labels.lock: error: is a FIFO (named pipe) where a file belongs; remove it\n")
  }

  /// `check` and `bundle` read the root `--exports` names, so that is the root they lock: a FIFO planted
  /// as its lock is refused, while the project's own `Exports` is not locked by them.
  @Test func checkAndBundleLockTheExportRootTheyAreGiven() throws {
    let (folder, project, _) = try exported()
    let other = folder.url.path + "/app/Published"
    try FileManager.default.copyItem(atPath: folder.url.path + "/app/Exports", toPath: other)
    try? FileManager.default.removeItem(atPath: other + "/.labels.lock")
    #expect(mkfifo(other + "/.labels.lock", 0o644) == 0)
    let message =
      "<root>/Published/.labels.lock: error: is a FIFO (named pipe) where a file belongs; remove it\n"
    for arguments in [
      ["check", "--exports", "Published"],
      ["bundle", "--environment", "production", "--exports", "Published"],
    ] {
      #expect(CommandRun(arguments, project: project) == CommandRun(stdout: "", stderr: message, status: 65))
    }
  }
}
