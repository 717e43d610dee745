import Foundation
import Labels
import Testing

@testable import LabelsKit

@Suite struct FirebaseRulesTests {
  private static func rules(environment: String = "production") throws -> JSONValue {
    try FirebaseRules.document(
      for: JSONSchema(describing: Labels.self), environment: environment,
      version: SemanticVersion(Labels.schemaVersion))
  }

  private static let labelsPath = ["production", "1-0-0", "en", "labels"]

  @Test func rulesOfLabelsMatchGoldenFile() throws {
    try Golden.check(CanonicalJSONWriter.bytes(Self.rules()), matches: "rules/production.rules.json")
  }

  @Test(arguments: LabelsSchemaTests.localeFiles)
  func exportedLocaleIsAccepted(file: String) throws {
    let document = try StrictJSONReader.read(
      [UInt8](Data(contentsOf: LabelsSchemaTests.versionFolder.appendingPathComponent(file))))
    let locale = String(file.dropLast(".json".count))
    #expect(
      RulesEvaluator(rules: try Self.rules()).failures(
        storing: document, at: ["production", "1-0-0", locale, "labels"])
        == [])
  }

  @Test(arguments: [
    (
      "/login/welcome", nil,
      ["/production/1-0-0/en/labels/login: newData.hasChildren(['greeting', 'loginButton', 'welcome'])"]
    ),
    ("/login/forgotPassword", nil, []),
    (
      "/login/greeting", JSONValue.number("5"),
      ["/production/1-0-0/en/labels/login/greeting: newData.isString()"]
    ),
    ("/login/greeting", .bool(true), ["/production/1-0-0/en/labels/login/greeting: newData.isString()"]),
    (
      "/settings", .string("x"),
      ["/production/1-0-0/en/labels/settings: newData.hasChildren(['notifications', 'title'])"]
    ),
    ("/promotion", .string("x"), ["/production/1-0-0/en/labels/promotion: false"]),
    (
      "/settings/notifications/reminder/sound", .string("x"),
      ["/production/1-0-0/en/labels/settings/notifications/reminder/sound: false"]
    ),
    (
      "/expenses/categories/2/name", nil,
      ["/production/1-0-0/en/labels/expenses/categories/2: newData.hasChildren(['id', 'name'])"]
    ),
    (
      "/expenses/categories/0/icon", .string("x"),
      ["/production/1-0-0/en/labels/expenses/categories/0/icon: false"]
    ),
    (
      "/expenses/categories/1/id", .number("1"),
      ["/production/1-0-0/en/labels/expenses/categories/1/id: newData.isString()"]
    ),
    (
      "/expenses/categories", .string("food"),
      ["/production/1-0-0/en/labels/expenses/categories: newData.hasChildren()"]
    ),
    // The store keeps no empty array, so an empty list is a missing required member.
    (
      "/expenses/categories", .array([]),
      ["/production/1-0-0/en/labels/expenses: newData.hasChildren(['categories', 'count', 'title'])"]
    ),
  ])
  func brokenDocumentIsRefusedWhereItBreaks(pointer: String, value: JSONValue?, failures: [String]) throws {
    let english = try StrictJSONReader.read(
      [UInt8](Data(contentsOf: LabelsSchemaTests.versionFolder.appendingPathComponent("en.json"))))
    let evaluator = RulesEvaluator(rules: try Self.rules())
    #expect(evaluator.failures(storing: english.setting(pointer, to: value), at: Self.labelsPath) == failures)
  }

  @Test func otherEnvironmentsAndLocalesAreNotGuarded() throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    #expect(
      evaluator.failures(storing: .object(["x": .number("1")]), at: ["staging", "1-0-0", "en", "labels"])
        == [])
    #expect(
      evaluator.failures(
        storing: .object(["x": .number("1")]), at: ["production", "1-0-0", "pt-BR", "labels"])
        == [
          "/production/1-0-0/pt-BR/labels: newData.hasChildren(['expenses', 'login', 'settings'])",
          "/production/1-0-0/pt-BR/labels/x: false",
        ])
  }

  @Test(arguments: [
    "", "a.b", "a$b", "a#b", "a[b", "a]b", "a/b", "tab\there", "nul\u{0}", "del\u{7F}", "\u{1F}",
  ])
  func refusesEnvironmentsThatAreNotFirebaseKeys(environment: String) {
    #expect(FirebaseKey.problem(environment) != nil)
    #expect(throws: SchemaError.invalidEnvironment(environment)) { try Self.rules(environment: environment) }
  }

  @Test(arguments: ["production", "staging", "dev team", "prod-ü", "a~b"])
  func acceptsEnvironmentsThatAreFirebaseKeys(environment: String) throws {
    guard case .object(let top) = try Self.rules(environment: environment),
      case .object(let environments) = top["rules"]
    else {
      Issue.record("no rules object")
      return
    }
    #expect(Array(environments.keys) == [environment])
  }

  private struct Nested: Decodable {
    var grid: [[String]]
    var byName: [String: [Bool]]
    var quoted: Int
    var optional: Double?

    enum CodingKeys: String, CodingKey {
      case grid, byName
      case quoted = "it's \\ fine"
      case optional
    }
  }

  @Test func wildcardsDifferAlongAPathAndNamesAreQuoted() throws {
    let rules = try FirebaseRules.document(
      for: JSONSchema(describing: Nested.self), environment: "e",
      version: SemanticVersion(major: 2, minor: 0, patch: 1))
    #expect(
      CanonicalJSONWriter.string(rules)
        == #"""
        {
          "rules": {
            "e": {
              "2-0-1": {
                "$locale": {
                  "labels": {
                    "$other": {
                      ".validate": false
                    },
                    ".validate": "newData.hasChildren(['byName', 'grid', 'it\\'s \\\\ fine'])",
                    "byName": {
                      "$key": {
                        "$index2": {
                          ".validate": "newData.isBoolean()"
                        },
                        ".validate": "newData.hasChildren()"
                      },
                      ".validate": "newData.hasChildren()"
                    },
                    "grid": {
                      "$index": {
                        "$index2": {
                          ".validate": "newData.isString()"
                        },
                        ".validate": "newData.hasChildren()"
                      },
                      ".validate": "newData.hasChildren()"
                    },
                    "it's \\ fine": {
                      ".validate": "newData.isNumber()"
                    },
                    "optional": {
                      ".validate": "newData.isNumber()"
                    }
                  }
                }
              }
            }
          }
        }

        """#)
    let good = JSONValue.object([
      "grid": .array([.array([.string("a")])]), "byName": .object(["x": .array([.bool(true)])]),
      "it's \\ fine": .number("1"),
    ])
    #expect(RulesEvaluator(rules: rules).failures(storing: good, at: ["e", "2-0-1", "en", "labels"]) == [])
  }

  private struct BadKey: Decodable {
    var value: String
    enum CodingKeys: String, CodingKey { case value = "a.b" }
  }

  @Test func memberNamesTheStoreCannotHoldAreRefused() {
    #expect(throws: SchemaError.invalidFirebaseKey(pointer: "/a.b")) {
      try FirebaseRules.document(
        for: JSONSchema(describing: BadKey.self), environment: "e",
        version: SemanticVersion(major: 1, minor: 0, patch: 0))
    }
  }
}
