import Testing

/// The `--help` of the schema and rules commands, and their lines in `LabelsParser --help`.
@Suite struct CommandHelpTests {
  @Test(arguments: [
    (
      "schema", "usage: LabelsParser schema\n\nPrints the JSON Schema (draft 2020-12) of Labels",
      "  schema  print the JSON Schema (draft 2020-12) of the labels type\n"
    ),
    (
      "rules",
      "usage: LabelsParser rules --environment NAME\n\nPrints Firebase Realtime Database security rules",
      "  rules   print Firebase Realtime Database rules that enforce the schema\n"
    ),
  ])
  func helpDescribesTheCommand(command: String, start: String, overviewLine: String) throws {
    let folder = try TemporaryDirectory()
    let help = try LabelsParserRunner.run([command, "--help"], in: folder.url)
    #expect(help.status == 0)
    #expect(help.stderr == "")
    #expect(help.stdout.hasPrefix(start))
    #expect(
      help.stdout.hasSuffix(
        "Exit codes: 0 printed, 64 usage error, 65 the labels type cannot be described.\n"))
    let overview = try LabelsParserRunner.run(["--help"], in: folder.url)
    #expect(overview.stdout.contains(overviewLine))
  }
}
