import Foundation
import Testing

@Suite struct RulesCommandTests {
  private static let usage = "usage: LabelsParser rules --environment NAME\n"

  @Test func printsTheRulesOfTheGoldenFile() throws {
    let folder = try TemporaryDirectory()
    let golden = LabelsParserRunner.packageRoot.appendingPathComponent(
      "Tests/LabelsKitTests/Golden/rules/production.rules.json")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    for arguments in [["rules", "--environment", "production"], ["rules", "--environment=production"]] {
      let result = try LabelsParserRunner.run(arguments, in: folder.url)
      #expect(result == .init(stdout: expected, stderr: "", status: 0))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [], "nothing is written")
  }

  @Test func environmentNamesTheTopLevelKey() throws {
    let folder = try TemporaryDirectory()
    let result = try LabelsParserRunner.run(["rules", "--environment", "staging"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "{\n  \"rules\": {\n    \"staging\": {\n      \"1-0-0\": {\n        \"$locale\": {\n"))
  }

  @Test(arguments: [
    (["rules"], "error: option --environment is required\n" + usage),
    (["rules", "--environment"], "error: option --environment needs a value\n" + usage),
    (
      ["rules", "--environment", "a", "--environment", "b"],
      "error: option --environment is given more than once\n" + usage
    ),
    (["rules", "--environment", "production", "extra"], "error: unexpected argument 'extra'\n" + usage),
    (["rules", "--env", "production"], "error: unknown option '--env' for rules\n" + usage),
    (
      ["rules", "--environment", "prod.eu"],
      "error: invalid environment \"prod.eu\"; a Firebase key must be non-empty without . $ # [ ] / or control"
        + " characters, such as production\n" + usage
    ),
    (
      ["rules", "--environment="],
      "error: invalid environment \"\"; a Firebase key must be non-empty without . $ # [ ] / or control"
        + " characters, such as production\n" + usage
    ),
  ])
  func usageErrorsExit64WithTheUsage(arguments: [String], stderr: String) throws {
    let folder = try TemporaryDirectory()
    #expect(
      try LabelsParserRunner.run(arguments, in: folder.url) == .init(stdout: "", stderr: stderr, status: 64))
  }
}
