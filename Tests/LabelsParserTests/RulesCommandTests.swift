import Foundation
import LabelsCore
import LabelsKit
import Testing

@Suite struct RulesCommandTests {
  private static let usage = "usage: LabelsParser rules --environment NAME\n"

  /// The line key of the app's live labels, `v<major>`, read from the title of the schema the binary
  /// prints, so that the tests do not depend on the version the app team publishes next.
  private func liveLineKey(in folder: TemporaryDirectory) throws -> String {
    let printed = try LabelsParserRunner.run(["schema"], in: folder.url)
    try #require(printed.status == 0)
    guard case .object(let members) = try StrictJSONReader.read(printed.stdout),
      case .string(let title)? = members["title"], title.hasPrefix("Labels ")
    else { throw CocoaError(.fileReadCorruptFile) }
    return "v\(try SemanticVersion(String(title.dropFirst("Labels ".count))).major)"
  }

  /// The member at `path` of an object document, or `nil` when a step is missing or not an object.
  private func member(_ path: [String], of value: JSONValue) -> JSONValue? {
    guard let key = path.first else { return value }
    guard case .object(let members) = value, let child = members[key] else { return nil }
    return member(Array(path.dropFirst()), of: child)
  }

  @Test func printsCanonicalRulesUnderTheLineOfTheLiveVersion() throws {
    let folder = try TemporaryDirectory()
    let line = try liveLineKey(in: folder)
    var printed: [String] = []
    for arguments in [["rules", "--environment", "production"], ["rules", "--environment=production"]] {
      let result = try LabelsParserRunner.run(arguments, in: folder.url)
      #expect(result.status == 0)
      #expect(result.stderr == "")
      let document = try StrictJSONReader.read(result.stdout)
      #expect(CanonicalJSONWriter.string(document) == result.stdout, "the rules are canonical JSON")
      guard case .object(let top) = document, case .object(let rules)? = top["rules"],
        case .object(let environments)? = rules["production"], case .object(let lines)? = environments[line],
        case .object(let locales)? = lines["$locale"]
      else {
        Issue.record("no rules/production/\(line)/$locale in \(result.stdout)")
        continue
      }
      #expect(Array(top.keys) == ["rules"])
      #expect(Array(rules.keys) == ["production"])
      #expect(
        Set(environments.keys) == ["$line", ".validate", line], "one line: that of the live version's major")
      #expect(
        environments[".validate"] == .string("newData.hasChildren(['\(line)'])"),
        "the environment keeps the line")
      #expect(Set(locales.keys) == ["$other", ".validate", "labels"])
      #expect(member([".validate"], of: locales["labels"] ?? .null) != nil, "labels has .validate")
      printed.append(result.stdout)
    }
    #expect(Set(printed).count == 1, "both spellings of --environment print the same rules")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [], "nothing is written")
  }

  /// The line must keep every locale of the catalog: the version policy never drops one within a major.
  @Test func theLineRequiresTheCatalogsLocales() throws {
    let folder = try TemporaryDirectory()
    let run = CommandRun(
      ["rules", "--environment", "production"], project: ShopLabels.v1(root: folder.url.path))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let document = try StrictJSONReader.read(run.stdout)
    #expect(
      member(["rules", "production", "v1", ".validate"], of: document)
        == .string("newData.hasChildren(['en', 'ru', 'uk'])"))
    #expect(
      member(["rules", "production", ".validate"], of: document) == .string("newData.hasChildren(['v1'])"))
  }

  @Test func environmentNamesTheTopLevelKey() throws {
    let folder = try TemporaryDirectory()
    let line = try liveLineKey(in: folder)
    let result = try LabelsParserRunner.run(["rules", "--environment", "staging"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "{\n  \"rules\": {\n    \"staging\": {\n      \"$line\": {\n"))
    let document = try StrictJSONReader.read(result.stdout)
    #expect(member(["rules", "staging", line, "$locale", "labels", ".validate"], of: document) != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [], "nothing is written")
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
      "error: invalid environment: key \"prod.eu\" contains '.'; Firebase keys cannot contain . $ # [ ] /; name"
        + " it like production, staging or development\n" + usage
    ),
    (
      ["rules", "--environment", "/\u{301}tmp"],
      "error: invalid environment: key \"/\u{301}tmp\" contains '/'; Firebase keys cannot contain . $ # [ ] /;"
        + " name it like production, staging or development\n" + usage
    ),
    (
      ["rules", "--environment="],
      "error: invalid environment: the empty key cannot be stored; Firebase keys must be non-empty; name it"
        + " like production, staging or development\n" + usage
    ),
  ])
  func usageErrorsExit64WithTheUsage(arguments: [String], stderr: String) throws {
    let folder = try TemporaryDirectory()
    #expect(
      try LabelsParserRunner.run(arguments, in: folder.url) == .init(stdout: "", stderr: stderr, status: 64))
  }
}
