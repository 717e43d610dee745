import Foundation
import LabelsCommands
import Testing

/// The gate reads the published versions and their git history: each way of changing a published
/// version by hand fails `check`, committed or not, naming the file and the fix.
@Suite struct GateHistoryTests {
  /// A repository with 1.0.0 and 1.1.0 exported and committed, and the 1.1.0 project.
  private func twoReleases() throws -> (GitRepository, LabelsProject) {
    let repository = try GitRepository()
    #expect(CommandRun(["export"], project: ShopLabels.v1(root: repository.path)).status == 0)
    try repository.commitAll("Publish 1.0.0")
    let project = ShopLabels.v11(root: repository.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    try repository.commitAll("Publish 1.1.0")
    return (repository, project)
  }

  @Test(arguments: [false, true])
  func anOlderVersionEditedByHandFails(committed: Bool) throws {
    let (repository, project) = try twoReleases()
    let file = "Exports/1.0.0/ru.json"
    try repository.write(
      try repository.read(file).replacingOccurrences(of: "Корзина", with: "Корзинка"), to: file)
    if committed { try repository.commitAll("Tweak an old text") }
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "<root>/Exports/1.0.0/ru.json: error: changed after 1.1.0 was published in commit "))
    #expect(check.stderr.contains("restore it with 'git checkout "))
    #expect(check.stderr.contains("[published-history]"))
    #expect(check.stdout.contains("check failed"))
  }

  @Test func theAdvisedRestoreFixesAnEditedOlderVersion() throws {
    let (repository, project) = try twoReleases()
    let file = "Exports/1.0.0/ru.json"
    try repository.write(
      try repository.read(file).replacingOccurrences(of: "Корзина", with: "Корзинка"), to: file)
    try repository.commitAll("Tweak an old text")
    let check = CommandRun(["check"], project: project)
    let advice = try #require(check.stderr.split(separator: "'").first { $0.hasPrefix("git checkout ") })
    let words = advice.split(separator: " ").map(String.init).dropFirst()
    let restored = try LabelsParserRunner.run(
      ["git"] + words.map { $0.replacingOccurrences(of: "<root>/", with: "") }, in: repository.folder.url,
      program: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(restored.status == 0, "\(restored.stderr)")
    try repository.commitAll("Restore 1.0.0")
    #expect(CommandRun(["check"], project: project).status == 0)
  }

  @Test func aDeletedVersionFails() throws {
    let (repository, _) = try twoReleases()
    try repository.git("rm", "-q", "-r", "Exports/1.1.0")
    try repository.commitAll("Drop 1.1.0")
    // The team goes back to the 1.0.0 schema: policy alone would let it pass.
    let check = CommandRun(["check"], project: ShopLabels.v1(root: repository.path))
    #expect(check.status == 1)
    #expect(check.stderr.contains("<root>/Exports/1.1.0: error: was published and then deleted in commit "))
    #expect(check.stderr.contains("-- <root>/Exports/1.1.0' [published-history]"))
  }

  @Test func aDocumentOfANewerSchemaInAnOlderVersionFails() throws {
    let (repository, project) = try twoReleases()
    try repository.write(try repository.read("Exports/1.1.0/en.json"), to: "Exports/1.0.0/en.json")
    try repository.commitAll("Replace en.json")
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "<root>/Exports/1.0.0/en.json: error: /cart/checkout: unexpected member 'checkout'"))
    #expect(check.stderr.contains("[published-schema]"))
  }

  @Test func aFileExportDoesNotWriteFails() throws {
    let (repository, project) = try twoReleases()
    try repository.write("notes\n", to: "Exports/1.0.0/README.txt")
    try repository.commitAll("Add notes")
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "<root>/Exports/1.0.0/README.txt: error: is not written by export: remove it [published-file-unexpected]"
      ))
  }

  @Test func aHostileFileNameStaysOnItsDiagnosticLine() throws {
    let (repository, project) = try twoReleases()
    try repository.write("notes\n", to: "Exports/1.0.0/a\n::error file=x.json::forged\u{1B}[2J.txt")
    try repository.commitAll("Add notes")
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "<root>/Exports/1.0.0/a\\n::error file=x.json::forged\\u{1B}[2J.txt: error: is not written by export: "
          + "remove it [published-file-unexpected]\n"))
    #expect(!check.stderr.split(separator: "\n").contains { $0.hasPrefix("::") })
    #expect(!check.stderr.contains("\u{1B}"))
  }

  @Test func aHandEditOfTheNewestVersionThatIsNotContentFails() throws {
    let (repository, project) = try twoReleases()
    for locale in ["en", "ru", "uk"] {
      let file = "Exports/1.1.0/\(locale).json"
      try repository.write(
        try repository.read(file).replacingOccurrences(of: "%lld", with: "%@"), to: file)
    }
    try repository.commitAll("Change a placeholder in place")
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "<root>/Exports/1.1.0: error: changed by a breaking change since it was published"))
  }

  @Test func aShallowCloneIsRefusedWithTheFix() throws {
    let (repository, _) = try twoReleases()
    let clone = try TemporaryDirectory()
    let cloned = try LabelsParserRunner.run(
      ["git", "clone", "-q", "--depth", "1", "file://" + repository.path, clone.url.path + "/app"],
      in: clone.url,
      program: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(cloned.status == 0, "\(cloned.stderr)")
    let check = CommandRun(["check"], project: ShopLabels.v11(root: clone.url.path + "/app"))
    #expect(check.status == 69)
    #expect(
      check.stderr
        == "<root>/Exports: error: this clone is shallow, so the history of the published versions is "
        + "incomplete and cannot be checked; run 'git fetch --unshallow' (in GitHub Actions: "
        + "actions/checkout with fetch-depth: 0) [published-history]\n")
    #expect(!check.stdout.contains("check passed"))
  }

  @Test func lintAndEmitReadNoHistoryAndRunInAShallowClone() throws {
    let (repository, _) = try twoReleases()
    let clone = try TemporaryDirectory()
    let cloned = try LabelsParserRunner.run(
      ["git", "clone", "-q", "--depth", "1", "file://" + repository.path, clone.url.path + "/app"],
      in: clone.url,
      program: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(cloned.status == 0, "\(cloned.stderr)")
    let shallow = ShopLabels.v11(root: clone.url.path + "/app")
    #expect(CommandRun(["check"], project: shallow).status == 69)
    #expect(
      CommandRun(["lint"], project: shallow)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
    #expect(
      CommandRun(["lint"], project: shallow)
        == CommandRun(["lint"], project: ShopLabels.v11(root: repository.path)))
    let emit = CommandRun(["emit", "xcstrings", "--output", clone.url.path + "/emitted"], project: shallow)
    #expect(emit.status == 0, "\(emit.stderr)")
  }

  @Test func lintRunsOutsideGit() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
  }

  @Test func aFolderOutsideGitIsRefused() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 69)
    #expect(check.stderr.contains("is not in a git repository"))
  }
}
