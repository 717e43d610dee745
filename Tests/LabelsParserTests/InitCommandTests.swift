import Foundation
import LabelsCommands
import Testing

@testable import LabelsCommands

/// `init` on a copy of the template as a team finds it: parsed, run in process, every refusal with its
/// exact message and exit code, and the gate's history starting where `init` says.
@Suite struct InitCommandTests {
  /// The template as a team clones it: the sample app in the team's folders, committed.
  private func template() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.write("public struct Labels {}\n", to: "Sources/Labels/Labels.swift")
    try repository.write("// the sample's login screen\n", to: "Sources/Labels/Labels+Login.swift")
    try repository.write("// toolchain\n", to: "Sources/LabelsModule/LocaleLabels.swift")
    try repository.write("// the sample's English\n", to: "Defaults/English/Labels+English.swift")
    try repository.write("{}\n", to: "Defaults/LabelsReview.json")
    try repository.write("{}\n", to: "Defaults/LabelsHistory.json")
    try repository.write("{}\n", to: "Exports/1.0.0/en.json")
    try repository.write("{}\n", to: "Exports/2.0.0/en.json")
    try repository.write("// the engine\n", to: "Sources/LabelsKit/Engine.swift")
    try repository.commitAll("The template")
    return repository
  }

  private func run(_ arguments: [String], in repository: GitRepository) -> CommandRun {
    CommandRun(["init"] + arguments, project: ShopLabels.v1(root: repository.path))
  }

  private func head(_ repository: GitRepository) throws -> String {
    try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A String Catalog of two keys: `welcome.title` translated into Russian, `Sign in` not.
  private static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Sign in" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Sign in" } }
          }
        },
        "welcome.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Добро пожаловать" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func parsesTheStarterAndAnImport() throws {
    let starter = try Invocation.command(["init", "--locales", "en,ru"], as: InitCommand.self)
    #expect(starter.source == nil && starter.baseLocale.rawValue == "en" && !starter.force)
    #expect(starter.locales?.map(\.rawValue) == ["en", "ru"])
    let russianFirst = try Invocation.command(["init", "--locales=ru,en"], as: InitCommand.self)
    #expect(russianFirst.baseLocale.rawValue == "ru", "the base locale is the first of --locales")
    let imported = try Invocation.command(
      ["init", "xcstrings", "A.xcstrings", "--skip-unsupported", "--force"], as: InitCommand.self)
    #expect(imported.source?.format == .xcstrings && imported.source?.paths == ["A.xcstrings"])
    #expect(imported.source?.baseLocale == nil && imported.source?.skipUnsupported == true && imported.force)
    let strings = try Invocation.command(["init", "strings", "en.lproj/A.strings"], as: InitCommand.self)
    #expect(strings.source?.baseLocale?.rawValue == "en")
  }

  @Test(arguments: [
    (
      ["init", "--locales", "en,english"],
      "--locales names 'english', which is not a BCP 47 locale tag; write it as en, pt-BR or zh-Hans"
    ),
    (
      ["init", "--base-locale", "qq"],
      "--base-locale names 'qq', a language CLDR has no plural rules for; check the tag (en, ru, pt-BR)"
    ),
    (
      ["init", "--base-locale", "en", "--locales", "ru,uk"],
      "--locales lacks the base locale en; list it first: --locales en,ru,uk"
    ),
    (["init", "--locales", "en,ru,en"], "--locales names en twice"),
    (["init", "--skip-unsupported"], "--skip-unsupported applies to an import only; name its files"),
    (
      ["init", "catalog", "A.xcstrings"],
      "unknown format 'catalog'; expected strings or xcstrings, or nothing for an empty starter"
    ),
    (["init", "xcstrings"], "name the xcstrings files to import"),
  ])
  func refusesWhatCannotWork(arguments: [String], message: String) {
    #expect(Invocation.usageError(arguments)?.message == message)
  }

  @Test func theStarterReplacesTheSampleAndStartsTheHistoryHere() throws {
    let repository = try template()
    let templateCommit = try head(repository)
    let result = run(["--base-locale", "en", "--locales", "en,ru"], in: repository)
    #expect(
      result
        == CommandRun(
          stdout: """
            removed the sample app: Sources/Labels (2 files), Defaults (3 files), Exports (versions 1.0.0, 2.0.0)
            wrote an empty starter: 0 labels, base locale en, and ru
            the publication history begins after commit \(templateCommit.prefix(12)) (Defaults/LabelsHistory.json)
            next: make export, make test, make check, then commit everything

            """, stderr: "", status: 0))
    #expect(
      try repository.read("Defaults/LabelsHistory.json") == "{\n  \"startsAfter\": \"\(templateCommit)\"\n}\n"
    )
    #expect(try repository.read("Sources/Labels/Labels.swift").contains("public init() {}"))
    #expect(
      try repository.read("Defaults/Russian/Labels+Russian.swift").contains(
        "static let russian: Labels = Labels()"))
    #expect(
      try repository.read("Sources/LabelsKit/Engine.swift") == "// the engine\n",
      "the toolchain is left alone")
    #expect(!FileManager.default.fileExists(atPath: repository.path + "/Exports"))
    #expect(!FileManager.default.fileExists(atPath: repository.path + "/Sources/Labels/Labels+Login.swift"))
    let left = try FileManager.default.contentsOfDirectory(atPath: repository.path).filter {
      $0.hasPrefix(".")
    }
    #expect(left == [".git"], "no staging folder is left behind")
  }

  @Test func anImportWritesTheCatalogAndItsReport() throws {
    let repository = try template()
    try repository.write(Self.catalog, to: "Localizable.xcstrings")
    let result = run(["xcstrings", "Localizable.xcstrings"], in: repository)
    #expect(result.status == 0 && result.stderr == "")
    #expect(result.stdout.contains("wrote the import: 2 labels, base locale en, and ru\n"))
    #expect(
      result.stdout.contains(
        "# Import report\n\nImported 2 labels in 2 locales (base en; ru) from 1 file.\n"))
    #expect(result.stdout.hasSuffix("\nThe whole report, with every key: ImportReport.md\n"))
    #expect(try repository.read("Defaults/Russian/Welcome+Russian.swift").contains("\"Добро пожаловать\""))
    #expect(
      try repository.read("ImportReport.md").hasPrefix(
        "# Import report\n\nImported 2 labels in 2 locales (base en; ru) from 1 file.\n"))
  }

  @Test func keysTheStoreRefusesAreStoredUnderEscapesAndKeptForEmit() throws {
    let repository = try template()
    try repository.write(
      Self.catalog.replacingOccurrences(of: "\"Sign in\" :", with: "\"Sign in.\" :"),
      to: "Localizable.xcstrings")
    let result = run(["xcstrings", "Localizable.xcstrings"], in: repository)
    #expect(result.status == 0 && result.stderr == "")
    #expect(result.stdout.contains("\n- Keys escaped for the store: 1\n"))
    #expect(try repository.read("ImportReport.md").contains("\n- Sign in. → Sign in%2E\n"))
    let schema = try repository.read("Sources/Labels/Labels.swift")
    #expect(schema.contains("\"signIn\": \"Sign in%2E\""), "the JSON key")
    #expect(schema.contains("\"signIn\": \"Sign in.\""), "the key the app looks up")
  }

  @Test func aLocaleTheCatalogLacksIsNamedWithTheOnesItHas() throws {
    let repository = try template()
    try repository.write(Self.catalog, to: "Localizable.xcstrings")
    let result = run(["xcstrings", "Localizable.xcstrings", "--locales", "en,uk"], in: repository)
    #expect(
      result
        == CommandRun(
          stdout: "", stderr: "error: --locales names uk, which the input does not have; it has en, ru\n",
          status: 64))
    #expect(try repository.git("status", "--porcelain") == "?? Localizable.xcstrings\n", "nothing changed")
  }

  @Test func aHintNamesInitsOwnOptionForTheBaseLocale() throws {
    let repository = try template()
    try repository.write(Self.catalog, to: "English.xcstrings")
    try repository.write(
      Self.catalog.replacingOccurrences(of: #""sourceLanguage" : "en""#, with: #""sourceLanguage" : "de""#),
      to: "German.xcstrings")
    let result = run(["xcstrings", "German.xcstrings", "English.xcstrings"], in: repository)
    #expect(
      result
        == CommandRun(
          stdout: "",
          stderr: "error: the catalogs name different source languages (de, en); pass --base-locale\n",
          status: 64))
    try repository.write("\"a\" = \"b\";\n", to: "de.lproj/Good.strings")
    #expect(
      run(["strings", "de.lproj/Good.strings"], in: repository).stderr
        == "error: no input holds the base locale en; pass --base-locale with one of: de\n")
  }

  @Test func anUncommittedChangeIsRefusedAndNothingChanges() throws {
    let repository = try template()
    try repository.write("// edited\n", to: "Sources/LabelsKit/Engine.swift")
    try repository.write("// new\n", to: "Defaults/English/New.swift")
    let result = run([], in: repository)
    #expect(
      result
        == CommandRun(
          stdout: "",
          stderr: """
            error: the work tree has uncommitted changes (Sources/LabelsKit/Engine.swift, Defaults/English/New.swift); \
            init replaces Sources/Labels, Defaults and Exports, and its changes should be a commit of their own; \
            commit or stash them ('git stash -u'), then run init again

            """, status: 73))
    #expect(try repository.read("Sources/Labels/Labels+Login.swift") == "// the sample's login screen\n")
  }

  @Test func versionsTheTeamPublishedAreReplacedOnlyWithForce() throws {
    let repository = try template()
    #expect(run([], in: repository).status == 0)
    try repository.write("{}\n", to: "Exports/1.0.0/en.json")
    try repository.commitAll("Our first version")
    let refused = run([], in: repository)
    #expect(
      refused
        == CommandRun(
          stdout: "",
          stderr: """
            <root>/Exports: error: holds versions your team published since it ran init (1.0.0); installed apps \
            read them, and init would delete them; pass --force to start over, with a publication history that begins now

            """, status: 73))
    let forced = run(["--force"], in: repository)
    #expect(forced.status == 0 && forced.stdout.contains("Exports (versions 1.0.0)"))
    #expect(try repository.read("Defaults/LabelsHistory.json").contains(try head(repository)))
  }

  @Test func outsideAGitWorkTreeNothingIsWritten() throws {
    let folder = try TemporaryDirectory()
    try folder.write("{}\n", to: "Exports/1.0.0/en.json")
    let result = CommandRun(["init"], project: ShopLabels.v1(root: folder.url.path))
    #expect(result.status == 69)
    #expect(result.stderr.hasPrefix("error: init records where your publication history begins in git"))
    #expect(FileManager.default.fileExists(atPath: folder.url.path + "/Exports/1.0.0/en.json"))
  }

  @Test func theGateReadsTheTeamsHistoryOnlyFromTheCommitInitRanOn() throws {
    // The template published 1.0.0 and 1.1.0 of its sample; the team starts after it, keeps a 1.0.0 of
    // the same bytes in init's commit, then publishes 1.1.0: neither reads as out of order or deleted.
    let repository = try GitRepository()
    #expect(CommandRun(["export"], project: ShopLabels.v1(root: repository.path)).status == 0)
    try repository.commitAll("The sample's 1.0.0")
    #expect(CommandRun(["export"], project: ShopLabels.v11(root: repository.path)).status == 0)
    try repository.commitAll("The sample's 1.1.0")
    try repository.write(
      "{\n  \"startsAfter\": \"\(try head(repository))\"\n}\n", to: "Defaults/LabelsHistory.json")
    // init and the first export in one commit: the sample's 1.0.0 becomes the team's, 1.1.0 goes.
    try repository.git("rm", "-q", "-r", "Exports")
    #expect(
      CommandRun(["export"], project: ShopLabels.v1(root: repository.path, version: "1.0.0")).status == 0)
    try repository.commitAll("Start our labels")
    let project = ShopLabels.v11(root: repository.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    try repository.commitAll("Our 1.1.0")
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test func aStartTheCloneLacksIsNamed() throws {
    let repository = try GitRepository()
    let project = ShopLabels.v1(root: repository.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    let missing = String(repeating: "ab", count: 20)
    try repository.write("{\n  \"startsAfter\": \"\(missing)\"\n}\n", to: "Defaults/LabelsHistory.json")
    try repository.commitAll("Our 1.0.0")
    let check = CommandRun(["check"], project: project)
    #expect(check.status == 69)
    #expect(
      check.stderr
        == "<root>/Defaults/LabelsHistory.json: error: the team's publication history begins after commit "
        + "abababababab, which this clone does not have; fetch the whole history ('git fetch --unshallow', or "
        + "'git fetch origin'); the commit is the template's one 'LabelsParser init' ran on [published-history]\n"
    )
  }
}
