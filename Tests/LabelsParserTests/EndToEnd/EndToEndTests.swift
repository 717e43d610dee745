import Foundation
import Testing

/// The built `LabelsParser`, run as a user runs it, for what only a real process shows: exit codes,
/// which stream each line goes to, standard input, a full disk, a closed pipe, colour on a terminal and
/// the Makefile's recipe. Every other test runs the command line in process on a fixture project.
///
/// The built tool links the team's live labels, so these tests only run commands that do not read them
/// (`format`, `diff` of two files, help, a refused command line) or, for `make bundle`, only their
/// untranslated allow-list.
@Suite struct EndToEndTests {
  private func folder(with fixture: String) throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: fixture)
    return folder
  }

  @Test func aRefusedCommandLineExits64WithTheUsageOnStderr() throws {
    let folder = try TemporaryDirectory()
    let result = try LabelsParserRunner.run(["export", "--nope"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "error: unknown option '--nope' for export\nusage: LabelsParser export [--output DIR] [--check]\n",
          status: 64))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [], "nothing is written")
  }

  @Test func helpAndVersionGoToStdoutAndExit0() throws {
    let folder = try TemporaryDirectory()
    let overview = try String(
      contentsOf: GoldenFolder.directory.appendingPathComponent("help/LabelsParser.txt"), encoding: .utf8)
    #expect(
      try LabelsParserRunner.run(["--help"], in: folder.url) == .init(stdout: overview, stderr: "", status: 0)
    )
    #expect(
      try LabelsParserRunner.run(["--version"], in: folder.url)
        == .init(stdout: "LabelsParser 0.1.0\n", stderr: "", status: 0))
  }

  @Test func aNormalRunPrintsOnStdoutAndExits0() throws {
    let folder = try folder(with: "format")
    #expect(
      try LabelsParserRunner.run(["format", "format/canonical.json"], in: folder.url)
        == .init(stdout: "{\n  \"a\": 1\n}\n", stderr: "", status: 0, signalled: false))
  }

  @Test func malformedInputExits65AndAMissingOne66() throws {
    let folder = try folder(with: "format")
    #expect(
      try LabelsParserRunner.run(["format", "format/messy.json", "format/duplicate.json"], in: folder.url)
        == .init(
          stdout: "",
          stderr:
            "format/duplicate.json:2:2: error: duplicate key \"a\" in one object; readers disagree on which "
            + "value wins, so keep only one\n",
          status: 65))
    #expect(
      try LabelsParserRunner.run(["format", "absent.json"], in: folder.url)
        == .init(stdout: "", stderr: "absent.json: error: no such file\n", status: 66))
  }

  @Test func formatReadsStandardInputForDash() throws {
    let folder = try folder(with: "format")
    let messy = try Data(contentsOf: folder.url.appendingPathComponent("format/messy.json"))
    let canonical = """
      {
        "a": {},
        "b": [
          1,
          {
            "a": "/é",
            "z": null
          }
        ]
      }

      """
    #expect(
      try LabelsParserRunner.run(["format", "-"], in: folder.url, input: messy)
        == .init(stdout: canonical, stderr: "", status: 0))
    #expect(
      try LabelsParserRunner.run(["format", "--check", "-"], in: folder.url, input: messy)
        == .init(
          stdout: "",
          stderr:
            "<stdin>: error: is not in the canonical form; print it with 'LabelsParser format <stdin>'\n",
          status: 1))
  }

  /// A report that cannot be written is exit 74, never a crash or a signal: with a message for a full
  /// device, quietly for a reader that went away, as `cat` does.
  @Test func aFullDeviceAndAClosedPipeExit74() throws {
    let folder = try TemporaryDirectory()
    #if os(Linux)
      let full = try LabelsParserRunner.run(
        ["--help"], in: folder.url, output: FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")))
      #expect(
        full
          == .init(
            stdout: "", stderr: "error: cannot write to standard output: No space left on device\n",
            status: 74))
    #endif
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let closed = try LabelsParserRunner.run(["--help"], in: folder.url, output: pipe.fileHandleForWriting)
    #expect(closed == .init(stdout: "", stderr: "", status: 74))
  }

  /// The text report is coloured only on a terminal without `NO_COLOR`; a breaking change exits 1.
  @Test func colourOnlyOnATerminalWithoutNoColor() throws {
    let folder = try folder(with: "diff")
    let diff = "\(LabelsParserRunner.executable.path) diff diff/old.json diff/new.json"
    let env = URL(fileURLWithPath: "/usr/bin/env")
    let redirected = try LabelsParserRunner.run(
      ["-u", "NO_COLOR", LabelsParserRunner.executable.path, "diff", "diff/old.json", "diff/new.json"],
      in: folder.url, program: env)
    #expect(redirected.status == 1)
    #expect(redirected.stdout.hasPrefix("  breaking  placeholders-changed"))
    #expect(!redirected.stdout.contains("\u{1B}["), "a file is no terminal")
    #if os(Linux)
      // `script` gives the tool a terminal for stdout; `-e` passes on its exit code.
      let terminal = try LabelsParserRunner.run(
        ["-u", "NO_COLOR", "script", "-qec", diff, "/dev/null"], in: folder.url, program: env)
      #expect(terminal.status == 1)
      #expect(terminal.stdout.contains("\u{1B}[31mbreaking"), "coloured on a terminal")
      let noColor = try LabelsParserRunner.run(
        ["script", "-qec", diff, "/dev/null"], in: folder.url, program: env)
      #expect(noColor.status == 1)
      #expect(noColor.stdout.contains("breaking  placeholders-changed"))
      #expect(!noColor.stdout.contains("\u{1B}["), "NO_COLOR turns colour off on a terminal")
    #endif
  }

  @Test func makeBundleRunsTheCommandOnTheProjectsExports() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/lines", to: "Exports")
    try FileManager.default.copyItem(
      at: LabelsParserRunner.packageRoot.appendingPathComponent("Makefile"),
      to: folder.url.appendingPathComponent("Makefile"))
    // The Makefile's own recipe, with PARSER pointing at the binary under test instead of `swift run`.
    let result = try LabelsParserRunner.run(
      [
        "make", "--no-print-directory", "bundle", "ENV=production",
        "PARSER=\(LabelsParserRunner.executable.path)",
      ],
      in: folder.url, program: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        \(LabelsParserRunner.executable.path) bundle --environment="production"
        wrote upload/production.json: 2 lines, 856 bytes
        \(BundleCommandTests.linesOfTheFixture)
        import at: /production
        command:   firebase database:update /production upload/production.json

        """)
    #expect(
      try folder.read("upload/production.json")
        == String(contentsOf: BundleCommandTests.golden, encoding: .utf8))
  }
}
