import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `Invocation.parse` on its own, as swift-argument-parser tests its parsers: what every command's
/// arguments parse to, both spellings of an option, `--`, and the exact message and usage line of each
/// way a command line is refused. Each command's own refusals are tested beside its other tests.
@Suite struct InvocationTests {
  static let toolUsage = "usage: LabelsParser <command> [options]\n       LabelsParser --help | --version"
  static let exportUsage = "usage: LabelsParser export [--output DIR] [--check]"

  @Test func theToolsHelpAndVersion() throws {
    for arguments in [["--help"], ["-h"], ["help"], ["help", "diff"]] {
      #expect(try Invocation.helpRequested(arguments) == nil, "\(arguments)")
    }
    guard case .version = try Invocation.parse(["--version"]) else {
      Issue.record("--version is not the version")
      return
    }
  }

  @Test func helpAnywhereBeforeDoubleDashIsTheCommandsHelp() throws {
    for arguments in [
      ["diff", "--help"], ["diff", "-h"], ["diff", "a.json", "--help"],
      ["diff", "--format", "xml", "--help"],
      ["diff", "--help", "--", "x"],
    ] {
      #expect(try Invocation.helpRequested(arguments) == "diff", "\(arguments)")
    }
    #expect(
      try Invocation.command(["diff", "--", "--help"], as: DiffCommand.self)
        == DiffCommand(old: "--help", new: nil, format: .text, failOn: .breaking))
  }

  @Test(arguments: [
    ([String](), "no command given", toolUsage),
    (["frobnicate"], "unknown command 'frobnicate'; run 'LabelsParser --help' for the list", toolUsage),
    (["--verbose"], "unknown command '--verbose'; run 'LabelsParser --help' for the list", toolUsage),
    (["Export"], "unknown command 'Export'; run 'LabelsParser --help' for the list", toolUsage),
    (["export", "--nope"], "unknown option '--nope' for export", exportUsage),
    (["export", "-o", "out"], "unknown option '-o' for export", exportUsage),
    (["export", "extra"], "unexpected argument 'extra'", exportUsage),
    (["export", "--output"], "option --output needs a value", exportUsage),
    (["export", "--output=a", "--output", "b"], "option --output is given more than once", exportUsage),
    (["export", "--check=yes"], "option --check takes no value", exportUsage),
    (["export", "--output="], "--output needs a folder", exportUsage),
    (["export", "--", "--check"], "unexpected argument '--check'", exportUsage),
  ])
  func refusalsNameTheProblemAndTheUsage(arguments: [String], message: String, usage: String) {
    let error = Invocation.usageError(arguments)
    #expect(error?.message == message)
    #expect(error?.usage == usage)
  }

  @Test func aRefusalPrintsTheMessageThenTheUsageAndExits64() throws {
    let folder = try TemporaryDirectory()
    #expect(
      CommandRun(["export", "--nope"], in: folder.url)
        == CommandRun(
          stdout: "", stderr: "error: unknown option '--nope' for export\n\(Self.exportUsage)\n", status: 64))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [], "nothing is written")
  }

  @Test func exportTakesAnOutputFolderAndCheck() throws {
    #expect(
      try Invocation.command(["export"], as: ExportCommand.self) == ExportCommand(root: nil, check: false))
    for arguments in [["export", "--output", "out", "--check"], ["export", "--check", "--output=out"]] {
      #expect(
        try Invocation.command(arguments, as: ExportCommand.self) == ExportCommand(root: "out", check: true))
    }
  }

  @Test func diffTakesOldNewAFormatAndALevel() throws {
    #expect(
      try Invocation.command(["diff"], as: DiffCommand.self)
        == DiffCommand(old: nil, new: nil, format: .text, failOn: .breaking))
    #expect(
      try Invocation.command(
        ["diff", "a.json", "b.json", "--format", "json", "--fail-on", "none"], as: DiffCommand.self)
        == DiffCommand(old: "a.json", new: "b.json", format: .json, failOn: nil))
    #expect(
      try Invocation.command(
        ["diff", "--format=markdown", "Exports/1.0.0", "--fail-on=content"], as: DiffCommand.self)
        == DiffCommand(old: "Exports/1.0.0", new: nil, format: .markdown, failOn: .content))
    #expect(
      try Invocation.command(["diff", "--", "-", "--format"], as: DiffCommand.self)
        == DiffCommand(old: "-", new: "--format", format: .text, failOn: .breaking))
  }

  @Test func checkTakesAnExportRoot() throws {
    #expect(try Invocation.command(["check"], as: CheckCommand.self) == CheckCommand(exports: nil))
    #expect(
      try Invocation.command(["check", "--exports", "out"], as: CheckCommand.self)
        == CheckCommand(exports: "out"))
    #expect(
      try Invocation.command(["check", "--exports=out"], as: CheckCommand.self)
        == CheckCommand(exports: "out"))
    #expect(
      try Invocation.command(["check", "--format", "github", "--exports", "out"], as: CheckCommand.self)
        == CheckCommand(exports: "out", format: .github))
    #expect(
      try Invocation.command(["check", "--format=json"], as: CheckCommand.self)
        == CheckCommand(exports: nil, format: .json))
    let usage = "usage: LabelsParser check [--exports DIR] [--format FORMAT] [--fail-on-stale] [--full]"
    #expect(Invocation.usageError(["check", "Exports"])?.message == "unexpected argument 'Exports'")
    #expect(Invocation.usageError(["check", "--exports="])?.message == "--exports needs a folder")
    #expect(
      Invocation.usageError(["check", "--format", "markdown"])?.message
        == "unknown format 'markdown'; use text, json or github")
    #expect(Invocation.usageError(["check", "--strict"])?.usage == usage)
  }

  @Test func formatTakesFilesAndStandardInput() throws {
    #expect(
      try Invocation.command(["format", "a.json", "-", "--check", "b.json"], as: FormatCommand.self)
        == FormatCommand(files: ["a.json", "-", "b.json"], check: true))
    #expect(
      try Invocation.command(["format", "--", "--check"], as: FormatCommand.self)
        == FormatCommand(files: ["--check"], check: false))
  }

  @Test func lintTakesInputsAFormatAndStrict() throws {
    let defaults = try Invocation.command(["lint"], as: LintCommand.self)
    #expect(defaults.inputs.isEmpty && defaults.format == .text && !defaults.strict)
    for arguments in [
      ["lint", "Exports/1.0.0", "--format", "github", "--strict", "en.json"],
      ["lint", "--strict", "--format=github", "Exports/1.0.0", "en.json"],
    ] {
      let lint = try Invocation.command(arguments, as: LintCommand.self)
      #expect(lint.inputs == ["Exports/1.0.0", "en.json"] && lint.format == .github && lint.strict)
    }
  }

  @Test func emitTakesAFormatAnInputAndAnOutput() throws {
    let defaults = try Invocation.command(["emit", "xcstrings"], as: EmitCommand.self)
    #expect(defaults.format == .xcstrings && defaults.input == nil && defaults.output == nil)
    for arguments in [
      ["emit", "strings", "Exports/1.0.0", "--output", "out"],
      ["emit", "--output=out", "strings", "Exports/1.0.0"],
    ] {
      let emit = try Invocation.command(arguments, as: EmitCommand.self)
      #expect(emit.format == .strings && emit.input == "Exports/1.0.0" && emit.output == "out")
    }
  }

  @Test func importTakesAFormatPathsAnOutputABaseAndForce() throws {
    let strings = try Invocation.command(
      ["import", "strings", "en.lproj/A.strings", "ru.lproj/A.strings", "--output", "out"],
      as: ImportCommand.self)
    #expect(
      strings.source.format == .strings
        && strings.source.paths == ["en.lproj/A.strings", "ru.lproj/A.strings"])
    let english = try LocaleIdentifier("en")
    #expect(strings.output == "out" && strings.source.baseLocale == english && !strings.force)
    let catalog = try Invocation.command(
      ["import", "xcstrings", "--force", "A.xcstrings", "--output=out", "--base=pt-BR"],
      as: ImportCommand.self)
    #expect(
      catalog.source.format == .xcstrings && catalog.source.paths == ["A.xcstrings"]
        && catalog.output == "out")
    let portuguese = try LocaleIdentifier("pt-BR")
    #expect(catalog.source.baseLocale == portuguese && catalog.force)
    #expect(
      try Invocation.command(
        ["import", "xcstrings", "A.xcstrings", "--output", "out"], as: ImportCommand.self
      )
      .source.baseLocale == nil, "a catalog names its own source language")
  }

  @Test func bundleTakesAnEnvironmentAnExportRootAndAnOutput() throws {
    let defaults = try Invocation.command(["bundle", "--environment", "production"], as: BundleCommand.self)
    #expect(
      defaults.environment.rawValue == "production" && defaults.exports == nil && defaults.output == nil)
    let named = try Invocation.command(
      ["bundle", "--output=up", "--environment=staging", "--exports", "published"], as: BundleCommand.self)
    #expect(named.environment.rawValue == "staging" && named.exports == "published" && named.output == "up")
  }

  @Test func rulesTakesAnEnvironmentAndSchemaNothing() throws {
    for arguments in [["rules", "--environment", "production"], ["rules", "--environment=production"]] {
      #expect(try Invocation.command(arguments, as: RulesCommand.self).environment == "production")
    }
    _ = try Invocation.command(["schema"], as: SchemaCommand.self)
  }
}
