import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

@Suite struct RulesCommandTests {
  private static let usage = "usage: LabelsParser rules --environment NAME\n"

  /// The line key of the fixture app's 1.0.0, which the rules guard.
  private static let line = "v1"

  /// The member at `path` of an object document, or `nil` when a step is missing or not an object.
  private func member(_ path: [String], of value: JSONValue) -> JSONValue? {
    guard let key = path.first else { return value }
    guard case .object(let members) = value, let child = members[key] else { return nil }
    return member(Array(path.dropFirst()), of: child)
  }

  @Test func printsCanonicalRulesUnderTheLineOfTheVersion() throws {
    let folder = try TemporaryDirectory()
    let line = Self.line
    var printed: [String] = []
    for arguments in [["rules", "--environment", "production"], ["rules", "--environment=production"]] {
      let result = CommandRun(arguments, in: folder.url)
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
        Set(environments.keys) == ["$line", ".validate", "labels-publication", line],
        "one line: that of the version's major; and the record publish keeps")
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
    let line = Self.line
    let result = CommandRun(["rules", "--environment", "staging"], in: folder.url)
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
  func usageErrorsNameTheProblemAndTheUsage(arguments: [String], stderr: String) {
    let error = Invocation.usageError(arguments)
    #expect(error.map { "error: \($0.message)\n\($0.usage)\n" } == stderr)
    #expect(error.map { $0.usage + "\n" } == Self.usage)
  }
}
