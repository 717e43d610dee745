import Foundation
import Testing

@Suite struct SchemaCommandTests {
  private static let usage = "usage: LabelsParser schema\n"

  @Test func printsTheSchemaThatExportWrites() throws {
    let folder = try TemporaryDirectory()
    let result = try LabelsParserRunner.run(["schema"], in: folder.url)
    let committed = LabelsParserRunner.packageRoot.appendingPathComponent("Exports/1.0.0/schema.json")
    #expect(
      result == .init(stdout: try String(contentsOf: committed, encoding: .utf8), stderr: "", status: 0))
    #expect(result.stdout.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [], "nothing is written")
  }

  @Test func exportCheckCoversTheSchema() throws {
    let folder = try TemporaryDirectory()
    _ = try LabelsParserRunner.run(["export"], in: folder.url)
    try folder.write("{}\n", to: "Exports/1.0.0/schema.json")
    let result = try LabelsParserRunner.run(["export", "--check"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "", stderr: "Exports/1.0.0/schema.json: error: is out of date; run 'make export'\n",
          status: 1))
  }

  @Test(arguments: [
    (["schema", "extra"], "error: unexpected argument 'extra'\n" + usage),
    (["schema", "--output", "x"], "error: unknown option '--output' for schema\n" + usage),
    (["schema", "--pretty"], "error: unknown option '--pretty' for schema\n" + usage),
  ])
  func usageErrorsExit64WithTheUsage(arguments: [String], stderr: String) throws {
    let folder = try TemporaryDirectory()
    #expect(
      try LabelsParserRunner.run(arguments, in: folder.url) == .init(stdout: "", stderr: stderr, status: 64))
  }
}
