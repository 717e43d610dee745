import Foundation
import LabelsCommands
import Testing

/// Every command README.md and docs/ show in a code block works as written: each page's commands run in
/// order, in process, on a fixture repository that has published the fixture app's 1.0.0, 1.1.0 and 2.0.0
/// (``ShopLabels``), and must succeed, printing what the page shows when it shows a prompt; a `make`
/// command runs the recipe the Makefile gives it; a synopsis names a command whose `--help` lists each of
/// its options. The few commands that cannot run here are listed with the reason and the test that runs
/// them instead; their synopses are checked all the same.
@Suite struct DocumentedCommandsTests {
  private static let root = LabelsParserRunner.packageRoot

  /// Commands not run here, by the start of their text, with the reason.
  private static let notRunHere: [(start: String, reason: String)] =
    [
      ("LabelsParser serve", "serves until stopped; ServeCommandTests runs it on a fixture"),
      (
        "LabelsParser studio",
        "serves until stopped; StudioServerTests (in process) and .ci/studio-drill (in a real browser)"
      ),
      (
        "LabelsParser init",
        "reads the reader's own catalog in a clean work tree; InitCommandTests and .ci/starter-drill"
      ),
      ("LabelsParser import", "reads the reader's own app's files; ImportCommandTests"),
      ("printf", "reads standard input, which an in-process run does not have; FormatCommandTests"),
      (
        "LabelsParser publish",
        "reaches a Firebase Realtime Database; PublishCommandTests (a store in process) and "
          + "StoreServerEndToEndTests (the built serve --store)"
      ),
      ("LabelsParser status", "reaches a Firebase Realtime Database; PublishCommandTests, StatusFormatTests"),
      (
        "LabelsParser pull",
        "reaches a Firebase Realtime Database; PullCommandTests, StoreServerEndToEndTests"
      ),
    ]
    + ["rollout", "promote", "rollback", "halt", "resume"].map { name in
      (
        "LabelsParser \(name)",
        "reaches a Firebase Realtime Database; StagedReleaseCommandTests (a store in process), "
          + "StoreServerEndToEndTests and .ci/staged-release-drill (the built serve --store)"
      )
    }

  /// What a page says the reader has before a command runs, made so before it runs.
  private static let given: [String: @Sendable (GitRepository) throws -> Void] = [
    "LabelsParser format --check f.json": { try $0.write("{\"b\": 1, \"a\": 2}\n", to: "f.json") },
    "LabelsParser format downloaded.json": {
      try $0.write("{\"en\": {\"title\": \"Cart\"}}", to: "downloaded.json")
    },
    // docs/reports.md: "On `Exports/1.0.0` with two mistakes made in `ru.json`".
    "LabelsParser lint Exports/1.0.0": { repository in
      try repository.folder.replace("Привет, %@!", with: "Привет, %d!", in: "Exports/1.0.0/ru.json")
      try repository.folder.replace("\"Корзина\"", with: "\"Cart\"", in: "Exports/1.0.0/ru.json")
    },
  ]

  private static func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  @Test func theDocsShowCommandsOfEveryKind() throws {
    let commands = try Self.pages().flatMap { try DocumentedCommand.all(in: $0, root: Self.root) }
    #expect(commands.count > 40)
    #expect(commands.contains { $0.isSynopsis })
    #expect(commands.contains { $0.shownOutput != nil })
    #expect(commands.contains { $0.text.hasPrefix("make ") })
  }

  @Test(arguments: try pages())
  func everyCommandWorksAsWritten(page: String) throws {
    let makefile = try MakefileRecipes(root: Self.root)
    var repository: GitRepository?
    var failures: [String] = []
    for command in try DocumentedCommand.all(in: page, root: Self.root) {
      var words = command.words
      // `NAME=value command`: the variable is the command's environment.
      while let first = words.first, let equals = first.firstIndex(of: "="),
        first[..<equals].allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
      {
        words.removeFirst()
      }
      if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
      if words.first == ".build/release/LabelsParser" { words[0] = "LabelsParser" }
      let written = words.joined(separator: " ")
      // A synopsis is checked against `--help` whatever the command needs to run.
      let isSynopsis = command.isSynopsis && words.first == "LabelsParser"
      if !isSynopsis, Self.notRunHere.contains(where: { written.hasPrefix($0.start) }) { continue }
      if words.first == "make" {
        let variables = Dictionary(
          words.dropFirst().filter { $0.contains("=") }.map {
            (String($0.prefix { $0 != "=" }), String($0.drop { $0 != "=" }.dropFirst()))
          }, uniquingKeysWith: { _, last in last })
        let targets = words.dropFirst().filter { !$0.contains("=") }
        for target in targets where !makefile.hasTarget(target) {
          failures.append("\(command): the Makefile has no target \(target)")
        }
        guard targets.count == 1,
          let arguments = makefile.parserArguments(target: targets[0], variables: variables)
        else { continue }
        words = ["LabelsParser"] + arguments
      }
      guard words.first == "LabelsParser" else {
        if command.text.contains("LabelsParser") { failures.append("\(command): not a command a test runs") }
        continue
      }
      let arguments = Array(words.dropFirst())
      if command.isSynopsis {
        failures += Self.synopsisFailures(command, arguments: arguments)
        continue
      }
      let folder = try repository ?? Self.publishedRepository()
      repository = folder
      failures += try Self.runFailures(command, arguments: arguments, in: folder)
    }
    #expect(failures == [])
  }

  /// A synopsis's command answers `--help` and lists each option the synopsis names.
  private static func synopsisFailures(_ command: DocumentedCommand, arguments: [String]) -> [String] {
    let name = arguments.prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[") && $0.first?.isLowercase == true }
    let help = CommandRun(Array(name) + ["--help"], project: ShopLabels.v1(root: ""))
    guard help.status == 0 else {
      return ["\(command): '\(name.joined(separator: " ")) --help' exits \(help.status)"]
    }
    let options = arguments.flatMap { word in
      word.split(whereSeparator: { "[]|".contains($0) }).map(String.init).filter { $0.hasPrefix("--") }
        .map { String($0.prefix { $0 != "=" }) }
    }
    return options.filter { !help.stdout.contains($0) }.map { "\(command): --help does not list \($0)" }
  }

  /// Runs one command on the repository; a failure unless it succeeds and prints what the page shows.
  private static func runFailures(
    _ command: DocumentedCommand, arguments: [String], in repository: GitRepository
  ) throws -> [String] {
    var arguments = arguments
    var redirect: String?
    if let index = arguments.firstIndex(of: ">"), index + 1 < arguments.count {
      redirect = arguments[index + 1]
      arguments.removeSubrange(index...)
    }
    try given["LabelsParser " + arguments.joined(separator: " ")]?(repository)
    let run = CommandRun(arguments, project: ShopLabels.v2(root: repository.path), rootShownAs: nil)
    if let redirect { try repository.write(run.stdout, to: redirect) }
    guard let shown = command.shownOutput else {
      return run.status == 0 ? [] : ["\(command): exits \(run.status): \(run.stderr)"]
    }
    let printed = (run.stderr + run.stdout).split(separator: "\n").map(String.init)
    let expectsFailure = shown.contains { $0.contains(": error:") }
    var failures: [String] = []
    if printed != shown.filter({ !$0.isEmpty }) {
      failures.append("\(command): prints\n\(printed.joined(separator: "\n"))\nnot what the page shows")
    }
    if (run.status == 0) == expectsFailure {
      failures.append("\(command): exits \(run.status)")
    }
    return failures
  }

  /// A repository that has exported and committed the fixture app's 1.0.0, 1.1.0 and 2.0.0.
  private static func publishedRepository() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.publishFirstRelease()
    for (project, message) in [
      (ShopLabels.v11(root: repository.path), "Publish 1.1.0"),
      (ShopLabels.v2(root: repository.path), "Publish 2.0.0"),
    ] {
      let export = CommandRun(["export"], project: project)
      #expect(export.status == 0, "\(export.stderr)")
      try repository.commitAll(message)
    }
    return repository
  }
}
