import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

@Suite struct DiffCommandTests {
  private func folderWithFixtures() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "diff")
    return folder
  }

  @Test func twoFilesCompareAsOneDocumentAndFailOnBreaking() throws {
    let folder = try folderWithFixtures()
    let result = CommandRun(["diff", "diff/old.json", "diff/new.json"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
              breaking  placeholders-changed  /login/greeting  "Hello, %@!" → "Hello, %d!"

              additive  key-added             /login/subtitle  "Welcome"

              content   value-changed         /login/title     "Log in" → "Sign in"

            verdict: breaking (suggested bump: major) — 1 breaking, 1 additive, 1 content

            """,
          stderr: "",
          status: 1
        )
    )
  }

  @Test(arguments: [("breaking", Int32(1)), ("additive", 1), ("content", 1), ("none", 0)])
  func failOnSetsTheExitCode(level: String, status: Int32) throws {
    let folder = try folderWithFixtures()
    let result = CommandRun(
      ["diff", "diff/old.json", "diff/old.json", "--fail-on", level], in: folder.url)
    #expect(result.status == 0, "identical never fails")
    let changed = CommandRun(
      ["diff", "diff/old.json", "diff/new.json", "--fail-on=\(level)"], in: folder.url)
    #expect(changed.status == status)
  }

  @Test func contentOnlyPassesTheDefaultGateButNotFailOnContent() throws {
    let folder = try TemporaryDirectory()
    try folder.write("{\"a\": \"x\"}", to: "old.json")
    try folder.write("{\"a\": \"y\"}", to: "new.json")
    #expect(CommandRun(["diff", "old.json", "new.json"], in: folder.url).status == 0)
    #expect(
      CommandRun(["diff", "old.json", "new.json", "--fail-on", "content"], in: folder.url)
        .status == 1)
    #expect(
      CommandRun(["diff", "old.json", "new.json", "--fail-on", "additive"], in: folder.url)
        .status == 0)
  }

  @Test func jsonFormatHasTheDocumentedShape() throws {
    let folder = try folderWithFixtures()
    let result = CommandRun(
      ["diff", "diff/old.json", "diff/new.json", "--format", "json", "--fail-on", "none"], in: folder.url)
    #expect(result.status == 0)
    let report = try StrictJSONReader.read(result.stdout)
    guard case .object(let members) = report, case .array(let changes) = members["changes"] else {
      Issue.record("not a report object: \(result.stdout)")
      return
    }
    #expect(Set(members.keys) == ["verdict", "suggestedBump", "summary", "changes"])
    #expect(members["verdict"] == .string("breaking"))
    #expect(members["suggestedBump"] == .string("major"))
    #expect(
      members["summary"]
        == .object(["breaking": .number("1"), "additive": .number("1"), "content": .number("1")]))
    #expect(
      changes.first
        == .object([
          "rule": .string("placeholders-changed"), "severity": .string("breaking"), "locale": .null,
          "path": .string("/login/greeting"), "old": .string("Hello, %@!"), "new": .string("Hello, %d!"),
          "id": .null, "hint": .null,
        ])
    )
  }

  @Test func githubFormatPointsAtTheFileAndLine() throws {
    let folder = try folderWithFixtures()
    let result = CommandRun(
      ["diff", "diff/old.json", "diff/new.json", "--format", "github"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "::error file=diff/new.json,line=3,title=placeholders-changed::/login/greeting: placeholders changed"
      )
    )
    #expect(
      result.stdout.contains(
        "::warning file=diff/new.json,line=4,title=key-added::/login/subtitle: key added"))
    #expect(
      result.stdout.contains(
        "::notice file=diff/new.json,line=5,title=value-changed::/login/title: value changed"))
  }

  @Test func foldersCompareLocaleByLocaleAndDefaultsAreNew() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0") { locale, document in
      if locale == "en" { document.set(["login", "welcome"], to: .string("Welcome!")) }
    }
    try PublishedExports(folder: folder).publish(as: "0.9.0")
    // OLD defaults to the newest version (1.0.0, not 0.9.0); NEW to the defaults in memory.
    let result = CommandRun(["diff", "--fail-on", "content"], project: ShopLabels.v1(root: folder.url.path))
    #expect(
      result
        == CommandRun(
          stdout: """
              content   value-changed      en  /login/welcome  "Welcome!" → "Welcome back"
              content   translation-stale  ru  /login/welcome  "Welcome!" → "Welcome back"  (the en text changed; update this translation)
              content   translation-stale  uk  /login/welcome  "Welcome!" → "Welcome back"  (the en text changed; update this translation)

            verdict: content (suggested bump: none) — 0 breaking, 0 additive, 3 content

            """,
          stderr: "",
          status: 1
        )
    )
    let folders = CommandRun(
      ["diff", "Exports/0.9.0", "Exports/1.0.0", "--format", "markdown"], in: folder.url)
    #expect(folders.status == 0)
    #expect(folders.stdout.contains("| `value-changed` | en | `/login/welcome` |"))
  }

  @Test func mixingAFileAndAFolderIsAUsageError() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0")
    let result = CommandRun(
      ["diff", "Exports/1.0.0/en.json", "Exports/1.0.0"], in: folder.url)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix("error: OLD and NEW must both be locale files or both be version folders\n"))
  }

  @Test func loadFailuresPrintNoVerdict() throws {
    let folder = try folderWithFixtures()
    try folder.write("{\"a\": 1,}", to: "bad.json")
    let malformed = CommandRun(["diff", "bad.json", "diff/new.json"], in: folder.url)
    #expect(
      malformed
        == .init(
          stdout: "",
          stderr: "bad.json:1:8: error: trailing comma; remove the comma before the closing bracket\n",
          status: 65))
    let missing = CommandRun(["diff", "diff/old.json", "nope.json"], in: folder.url)
    #expect(missing == .init(stdout: "", stderr: "nope.json: error: no such file or folder\n", status: 66))
    let nothingPublished = CommandRun(["diff"], in: folder.url)
    #expect(
      nothingPublished
        == .init(
          stdout: "",
          stderr:
            "Exports: error: no published version to compare with; run 'make export' first, or name OLD\n",
          status: 66
        )
    )
  }

  @Test func aFileThatIsNotALocaleIsRefused() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0")
    try folder.write("{}\n", to: "Exports/1.0.0/en_US.json")
    let result = CommandRun(["diff", "Exports/1.0.0", "Exports/1.0.0"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            Exports/1.0.0/en_US.json: error: is not a locale file; name locale files <locale>.json with a BCP 47 tag such as en.json or pt-BR.json

            """,
          status: 65
        )
    )
  }

  @Test func aLocaleFileThatIsNotAnObjectIsRefused() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0")
    try folder.write("[]\n", to: "Exports/1.0.0/ru.json")
    let result = CommandRun(["diff", "Exports/1.0.0"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "Exports/1.0.0/ru.json: error: is not a label document: the top level is array, not an object\n",
          status: 65
        )
    )
  }

  @Test func aFolderWhereALocaleFileBelongsIsRefusedByName() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0")
    let ru = folder.url.appendingPathComponent("Exports/1.0.0/ru.json")
    try FileManager.default.removeItem(at: ru)
    try FileManager.default.createDirectory(at: ru, withIntermediateDirectories: false)
    let result = CommandRun(["diff", "Exports/1.0.0"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "", stderr: "Exports/1.0.0/ru.json: error: is a folder where a file belongs; remove it\n",
          status: 65))
  }

  @Test(arguments: [
    (["diff", "--format", "xml"], "unknown format 'xml'; use text, json, github or markdown"),
    (["diff", "--fail-on", "major"], "unknown level 'major'; use breaking, additive, content or none"),
    (["diff", "a", "b", "c"], "unexpected argument 'c'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let error = Invocation.usageError(arguments)
    #expect(error?.message == message)
    #expect(
      error?.usage
        == "usage: LabelsParser diff [OLD] [NEW] [--format text|json|github|markdown] [--fail-on LEVEL]")
  }
}
