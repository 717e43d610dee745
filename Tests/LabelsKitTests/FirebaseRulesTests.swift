import Foundation
import LabelsTestFixtures
import Testing

@testable import LabelsKit

@Suite struct FirebaseRulesTests {
  private static func rules(environment: String = "production") throws -> JSONValue {
    try FirebaseRules.document(
      for: JSONSchema(describing: FixtureLabels.self), environment: environment,
      version: SemanticVersion(FixtureLabels.version))
  }

  /// Where the apps of the fixture's major version (2.1.0) read English: the line `v2`.
  private static let labelsPath = ["production", "v2", "en", "labels"]

  @Test func rulesOfLabelsMatchGoldenFile() throws {
    try Golden.check(CanonicalJSONWriter.bytes(Self.rules()), matches: "rules/production.rules.json")
  }

  @Test(arguments: LabelsSchemaTests.localeFiles)
  func exportedLocaleIsAccepted(file: String) throws {
    let document = try StrictJSONReader.read(
      [UInt8](Data(contentsOf: LabelsSchemaTests.versionFolder.appendingPathComponent(file))))
    let locale = String(file.dropLast(".json".count))
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let path = ["production", "v2", locale, "labels"]
    // The path is guarded: a foreign document there is refused, so accepting the export means something.
    #expect(evaluator.failures(storing: .object(["x": .string("x")]), at: path) != [])
    #expect(evaluator.failures(storing: document, at: path) == [])
  }

  @Test(arguments: [
    (
      "/profile/headline", nil,
      ["/production/v2/en/labels/profile: newData.hasChildren(['greeting', 'headline', 'signIn'])"]
    ),
    ("/profile/hint", nil, []),
    (
      "/profile/greeting", JSONValue.number("5"),
      ["/production/v2/en/labels/profile/greeting: newData.isString()"]
    ),
    ("/profile/greeting", .bool(true), ["/production/v2/en/labels/profile/greeting: newData.isString()"]),
    (
      "/options", .string("x"), ["/production/v2/en/labels/options: newData.hasChildren(['alerts', 'title'])"]
    ),
    ("/promotion", .string("x"), ["/production/v2/en/labels/promotion: false"]),
    (
      "/options/alerts/digest/sound", .string("x"),
      ["/production/v2/en/labels/options/alerts/digest/sound: false"]
    ),
    (
      "/cart/items/2/name", nil,
      ["/production/v2/en/labels/cart/items/2: newData.hasChildren(['id', 'name'])"]
    ),
    ("/cart/items/0/icon", .string("x"), ["/production/v2/en/labels/cart/items/0/icon: false"]),
    ("/cart/items/1/id", .number("1"), ["/production/v2/en/labels/cart/items/1/id: newData.isString()"]),
    ("/cart/items", .string("bread"), ["/production/v2/en/labels/cart/items: newData.hasChildren()"]),
    // The store keeps no empty array, so an empty list is a missing required member.
    (
      "/cart/items", .array([]),
      ["/production/v2/en/labels/cart: newData.hasChildren(['count', 'items', 'title'])"]
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
      evaluator.failures(storing: .object(["x": .number("1")]), at: ["staging", "v2", "en", "labels"])
        == [])
    #expect(
      evaluator.failures(storing: .object(["x": .number("1")]), at: ["production", "v1", "en", "labels"])
        == [])
    #expect(
      evaluator.failures(
        storing: .object(["x": .number("1")]), at: ["production", "v2", "pt-BR", "labels"])
        == [
          "/production/v2/pt-BR/labels: newData.hasChildren(['cart', 'options', 'profile'])",
          "/production/v2/pt-BR/labels/x: false",
        ])
  }

  @Test(arguments: [
    "", "a.b", "a$b", "a#b", "a[b", "a]b", "a/b", "tab\there", "nul\u{0}", "del\u{7F}", "\u{1F}",
    "/\u{301}tmp", ".\u{301}", "#\u{301}", "[\u{301}",
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
              "v2": {
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
    #expect(RulesEvaluator(rules: rules).failures(storing: good, at: ["e", "v2", "en", "labels"]) == [])
  }

  private struct BadKey: Decodable {
    var value: String
    enum CodingKeys: String, CodingKey { case value = "a.b" }
  }

  private struct CombinedBadKey: Decodable {
    var value: String
    enum CodingKeys: String, CodingKey { case value = "a/\u{301}b" }
  }

  @Test func memberNamesTheStoreCannotHoldAreRefused() {
    #expect(throws: SchemaError.invalidFirebaseKey(pointer: "/a.b")) {
      try FirebaseRules.document(
        for: JSONSchema(describing: BadKey.self), environment: "e",
        version: SemanticVersion(major: 1, minor: 0, patch: 0))
    }
    #expect(throws: SchemaError.invalidFirebaseKey(pointer: "/a~1\u{301}b")) {
      try FirebaseRules.document(
        for: JSONSchema(describing: CombinedBadKey.self), environment: "e",
        version: SemanticVersion(major: 1, minor: 0, patch: 0))
    }
  }
}
