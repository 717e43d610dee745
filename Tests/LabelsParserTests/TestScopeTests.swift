import Foundation
import Testing

/// Which tests `make test` runs (`Scripts/test-scope`), in a repository laid out as this one: the whole
/// suite in the template and whenever the toolchain may have changed, the team's suites when only the
/// team's paths (`Scripts/team-paths`) changed.
@Suite struct TestScopeTests {
  /// A repository with the three scripts and one file in each kind of folder, committed as the template.
  private static func template() throws -> GitRepository {
    let repository = try GitRepository()
    for script in ["team-paths", "toolchain-fingerprint", "test-scope"] {
      let source = LabelsParserRunner.packageRoot.appendingPathComponent("Scripts/\(script)")
      try repository.write(try String(contentsOf: source, encoding: .utf8), to: "Scripts/\(script)")
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: repository.path + "/Scripts/\(script)")
    }
    for (path, text) in [
      ("Package.swift", "// the manifest\n"), ("Sources/LabelsKit/Engine.swift", "// the engine\n"),
      ("Sources/Labels/Labels.swift", "// the team's schema\n"), ("Defaults/LabelsHistory.json", "{}\n"),
      ("Exports/1.0.0/en.json", "{}\n"), ("Tests/TeamTests/TeamTests.swift", "// the team's tests\n"),
      ("Tests/LabelsKitTests/EngineTests.swift", "// a toolchain test\n"),
    ] {
      try repository.write(text, to: path)
    }
    try repository.commitAll("The template")
    return repository
  }

  /// `init`: the history file names the template's commit.
  private static func initialised() throws -> GitRepository {
    let repository = try template()
    let head = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    try repository.write("{\"startsAfter\": \"\(head)\"}\n", to: "Defaults/LabelsHistory.json")
    try repository.commitAll("Start our labels")
    return repository
  }

  /// What the script printed on stdout and stderr.
  private static func scope(_ repository: GitRepository, base: String? = nil, all: Bool = false) throws
    -> (scope: String, reason: String)
  {
    let result = try LabelsParserRunner.run(
      base.map { [$0] } ?? [], in: repository.folder.url,
      program: URL(fileURLWithPath: repository.path + "/Scripts/test-scope"),
      environment: all ? ["LABELS_TEST": "all"] : ["LABELS_TEST": ""])
    #expect(result.status == 0, "\(result.stderr)")
    return (result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), result.stderr)
  }

  /// Records the toolchain as `make test` does once the whole suite passed.
  private static func recordTested(_ repository: GitRepository) throws {
    let recorded = try LabelsParserRunner.run(
      ["--passed"], in: repository.folder.url,
      program: URL(fileURLWithPath: repository.path + "/Scripts/test-scope"))
    #expect(recorded.status == 0, "\(recorded.stderr)")
  }

  @Test func theTemplateRunsEveryTest() throws {
    let scoped = try Self.scope(try Self.template())
    #expect(scoped.scope == "all")
    #expect(scoped.reason.contains("this is the template"))
  }

  @Test func aTeamsProjectRunsEveryTestUntilTheWholeSuitePassedOnItsToolchain() throws {
    let repository = try Self.initialised()
    #expect(try Self.scope(repository).scope == "all")
    try Self.recordTested(repository)
    #expect(try Self.scope(repository).scope == "team")
    // A change of the team's paths, committed or not, keeps it to the team's suites.
    try repository.write("// a label added\n", to: "Sources/Labels/Labels.swift")
    try repository.write("// a test of ours\n", to: "Tests/TeamTests/More.swift")
    #expect(try Self.scope(repository).scope == "team")
    try repository.commitAll("A label")
    #expect(try Self.scope(repository).scope == "team")
    #expect(try Self.scope(repository, all: true).scope == "all")
    // A toolchain file changed, not yet committed, then committed (an upgrade's merge).
    try repository.write("// the engine, changed\n", to: "Sources/LabelsKit/Engine.swift")
    let uncommitted = try Self.scope(repository)
    #expect(uncommitted.scope == "all")
    #expect(uncommitted.reason.contains("Sources/LabelsKit/Engine.swift"))
    // A pass with the change not committed records nothing: HEAD's toolchain is not what passed.
    let record = repository.path + "/.build/labels-tested-toolchain"
    try FileManager.default.removeItem(atPath: record)
    try Self.recordTested(repository)
    #expect(!FileManager.default.fileExists(atPath: record))
    try repository.commitAll("An upgrade")
    #expect(try Self.scope(repository).scope == "all")
    try Self.recordTested(repository)
    #expect(try Self.scope(repository).scope == "team")
  }

  @Test func againstAPullRequestsBaseOnlyAToolchainChangeRunsEveryTest() throws {
    let repository = try Self.initialised()
    try repository.git("branch", "base")
    try repository.write("// a text fixed\n", to: "Defaults/English.swift")
    try repository.write("// a test of ours\n", to: "Tests/TeamTests/More.swift")
    try repository.commitAll("A text")
    let team = try Self.scope(repository, base: "base")
    #expect(team.scope == "team")
    #expect(team.reason.contains("only the team's paths changed since base"))
    try repository.write("// a toolchain test changed\n", to: "Tests/LabelsKitTests/EngineTests.swift")
    try repository.commitAll("A toolchain change")
    let all = try Self.scope(repository, base: "base")
    #expect(all.scope == "all")
    #expect(all.reason.contains("Tests/LabelsKitTests/EngineTests.swift"))
    #expect(try Self.scope(repository, base: "no-such-branch").scope == "all")
  }

  @Test func theLayoutPageListsTheTeamsPathsOfTheScripts() throws {
    let listed = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("Scripts/team-paths"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let page = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("docs/layout.md"), encoding: .utf8)
    let section =
      try #require(page.components(separatedBy: "## What the team owns").dropFirst().first)
      .components(separatedBy: "\n\n").dropFirst().first ?? ""
    let documented = section.matches(of: /\n\| `([^`]+)\/` \|/).map { String($0.output.1) }
    #expect(documented == listed)
  }
}
