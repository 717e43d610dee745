import Foundation
import Testing

@testable import LabelsCommands

@Suite struct SchemaCommandTests {
  private static let usage = "usage: LabelsParser schema\n"

  @Test func printsTheSchemaThatExportWrites() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    let result = CommandRun(["schema"], project: project)
    #expect(CommandRun(["export"], project: project).status == 0)
    #expect(result == CommandRun(stdout: try folder.read("Exports/1.0.0/schema.json"), stderr: "", status: 0))
    #expect(result.stdout.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
  }

  @Test func exportCheckCoversTheSchema() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    _ = CommandRun(["export"], project: project)
    try folder.write("{}\n", to: "Exports/1.0.0/schema.json")
    #expect(
      CommandRun(["export", "--check"], project: project)
        == CommandRun(
          stdout: "", stderr: "<root>/Exports/1.0.0/schema.json: error: is out of date; run 'make export'\n",
          status: 1))
  }

  @Test(arguments: [
    (["schema", "extra"], "error: unexpected argument 'extra'\n" + usage),
    (["schema", "--output", "x"], "error: unknown option '--output' for schema\n" + usage),
    (["schema", "--pretty"], "error: unknown option '--pretty' for schema\n" + usage),
  ])
  func usageErrorsNameTheProblemAndTheUsage(arguments: [String], stderr: String) {
    let error = Invocation.usageError(arguments)
    #expect(error.map { "error: \($0.message)\n\($0.usage)\n" } == stderr)
    #expect(error.map { $0.usage + "\n" } == Self.usage)
  }
}
