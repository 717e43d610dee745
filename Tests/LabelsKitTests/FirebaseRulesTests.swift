import Foundation
import LabelsCore
import LabelsTestFixtures
import Testing

@testable import LabelsKit

@Suite struct FirebaseRulesTests {
  private static func rules(environment: String = "production") throws -> JSONValue {
    try FirebaseRules.document(
      for: JSONSchema(describing: FixtureLabels.self), environment: environment,
      version: SemanticVersion(FixtureLabels.version),
      locales: [LocaleIdentifier("en"), LocaleIdentifier("uk")])
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
    let database = try Self.publishedDatabase()
    #expect(evaluator.failures(storing: .object(["x": .string("x")]), at: path, over: database) != [])
    #expect(evaluator.failures(storing: document, at: path, over: database) == [])
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
      [
        "/production/v2/en/labels/cart/items/2: $index.matches(/^(0|[1-9][0-9]*)$/) && "
          + "newData.hasChildren(['id', 'name'])"
      ]
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
    #expect(
      evaluator.failures(
        storing: english.setting(pointer, to: value), at: Self.labelsPath, over: try Self.publishedDatabase())
        == failures)
  }

  /// The English export of the fixture.
  private static func english() throws -> JSONValue {
    try StrictJSONReader.read(
      [UInt8](Data(contentsOf: LabelsSchemaTests.versionFolder.appendingPathComponent("en.json"))))
  }

  /// A database as `bundle` leaves it: the fixture's line `v2` in both its locales beside an older
  /// line `v1`, whose schema these rules do not know.
  private static func publishedDatabase() throws -> JSONValue {
    let ukrainian = try StrictJSONReader.read(
      [UInt8](Data(contentsOf: LabelsSchemaTests.versionFolder.appendingPathComponent("uk.json"))))
    return .object([
      "production": .object([
        "v1": .object(["en": .object(["labels": .object(["old": .string("Old")])])]),
        "v2": .object(["en": .object(["labels": try english()]), "uk": .object(["labels": ukrainian])]),
      ])
    ])
  }

  /// Line `v2` as `publish --rollout 10` writes it: the released tree, the same tree staged under its
  /// identity, the control document naming both.
  private static func stagedLine(percent: JSONValue = .number("10"), halted: JSONValue = .bool(true))
    throws -> JSONValue
  {
    guard case .object(var v2) = try publishedDatabase().member("production")?.member("v2") else {
      return .null
    }
    let release = JSONValue.object([
      "id": .string("0123456789abcdef"), "version": .string("2.0.0"), "textVersion": .string("2.0.0"),
      "commit": .string("abc"),
    ])
    guard case .object(var staged) = release else { return .null }
    staged["percent"] = percent
    v2["rollout"] = .object([
      "command": .string("publish"), "released": release, "staged": .object(staged), "halted": halted,
      "seal": .string("fedcba9876543210"),
    ])
    v2["staged"] = .object(["0123456789abcdef": .object(v2.filter { $0.key == "en" || $0.key == "uk" })])
    v2["previous"] = .object([
      "fedcba9876543210": .object(["en": .object(["labels": .object(["old": .string("Old")])])])
    ])
    return .object(v2)
  }

  @Test func aLineWithItsControlDocumentAndStagedTreeIsAcceptedAndAWrongShareIsNot() throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let database = try Self.publishedDatabase()
    let path = ["production", "v2"]
    #expect(evaluator.failures(storing: try Self.stagedLine(), at: path, over: database) == [])
    #expect(
      evaluator.failures(storing: try Self.stagedLine(percent: .number("101")), at: path, over: database)
        == [
          "/production/v2/rollout/staged/percent: newData.isNumber() && newData.val() % 1 === 0 && "
            + "newData.val() >= 0 && newData.val() <= 100"
        ])
    #expect(
      evaluator.failures(storing: try Self.stagedLine(percent: .number("2.5")), at: path, over: database)
        != [])
    #expect(
      evaluator.failures(storing: try Self.stagedLine(halted: .string("yes")), at: path, over: database)
        == ["/production/v2/rollout/halted: newData.isBoolean()"])
    // A staged tree is held to the labels' rules as the released one is.
    #expect(
      evaluator.failures(
        storing: .object(["x": .string("x")]),
        at: ["production", "v2", "staged", "0123456789abcdef", "en", "labels"],
        over: .object(["production": .object(["v2": try Self.stagedLine()])])) != [])
    #expect(
      evaluator.failures(
        storing: .object(["en": .object(["labels": try Self.english()])]),
        at: ["production", "v2", "staged", "not-an-id"],
        over: .object(["production": .object(["v2": try Self.stagedLine()])])) != [])
  }

  @Test func otherEnvironmentsAreNotGuardedAndOtherLinesOnlyAsLines() throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let database = try Self.publishedDatabase()
    #expect(
      evaluator.failures(storing: .object(["x": .number("1")]), at: ["staging", "v2", "en", "labels"]) == [])
    #expect(
      evaluator.failures(
        storing: .object(["x": .number("1")]), at: ["production", "v1", "en", "labels"], over: database) == []
    )
    #expect(
      evaluator.failures(
        storing: .object(["x": .number("1")]), at: ["production", "v2", "pt-BR", "labels"], over: database)
        == [
          "/production/v2/pt-BR/labels: newData.hasChildren(['cart', 'options', 'profile'])",
          "/production/v2/pt-BR/labels/x: false",
        ])
  }

  @Test func aGoodWriteIsAcceptedAtEveryLevel() throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let database = try Self.publishedDatabase()
    #expect(evaluator.failures(storing: database, at: []) == [])
    guard case .object(let top) = database, let production = top["production"] else {
      Issue.record("no production")
      return
    }
    #expect(evaluator.failures(storing: production, at: ["production"]) == [])
    #expect(evaluator.failures(storing: production, at: ["production"], over: database) == [])
    #expect(
      evaluator.failures(storing: try Self.english(), at: Self.labelsPath, over: database) == [])
  }

  @Test(arguments: [
    (["production"], "/production: newData.hasChildren(['v2'])"),
    (["production", "v2"], "/production/v2: newData.hasChildren(['en', 'uk'])"),
    (["production", "v2", "en"], "/production/v2/en: newData.hasChildren(['labels'])"),
    (
      ["production", "v2", "en", "labels"],
      "/production/v2/en/labels: newData.hasChildren(['cart', 'options', 'profile'])"
    ),
    (["production", "v1"], "/production/v1: $line.matches(/^v[0-9]+$/) && newData.hasChildren()"),
  ])
  func aValueInPlaceOfAParentIsRefused(path: [String], failure: String) throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    for value in [JSONValue.string("x"), .number("1"), .bool(true)] {
      #expect(evaluator.failures(storing: value, at: path, over: try Self.publishedDatabase()) == [failure])
    }
    #expect(
      evaluator.failures(storing: .string("x"), at: ["production"]) == [
        "/production: newData.hasChildren(['v2'])"
      ])
  }

  /// `publish` keeps its record beside the lines; the rules let it be written, as an object only.
  @Test func theRecordOfPublishIsWritableBesideTheLines() throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let record = PublicationRecord(
      lines: [
        "v2": .init(
          version: try SemanticVersion("2.0.0"), textVersion: try SemanticVersion("2.0.0"), commit: "abc",
          line: .object(["en": .object(["labels": try Self.english()])]))
      ])
    let path = ["production", PublicationRecord.key]
    #expect(evaluator.failures(storing: record.json, at: path, over: try Self.publishedDatabase()) == [])
    #expect(
      evaluator.failures(storing: .string("x"), at: path, over: try Self.publishedDatabase()) == [
        "/production/labels-publication: newData.hasChildren()"
      ])
  }

  @Test(arguments: [
    (["production", "1-0-0"], "/production/1-0-0: $line.matches(/^v[0-9]+$/) && newData.hasChildren()"),
    (["production", "v2x"], "/production/v2x: $line.matches(/^v[0-9]+$/) && newData.hasChildren()"),
    (["production", "v2", "en", "extra"], "/production/v2/en/extra: false"),
    (["production", "v2", "en", "labels", "extra"], "/production/v2/en/labels/extra: false"),
  ])
  func anUnknownMemberIsRefusedAtEveryLevel(path: [String], failure: String) throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let labels = JSONValue.object(["labels": try Self.english()])
    #expect(
      evaluator.failures(storing: .object(["en": labels]), at: path, over: try Self.publishedDatabase())
        == [failure])
  }

  /// A deletion is refused where it leaves a parent without what the apps read; one that removes a node
  /// whole leaves no data for `.validate` to run on, and is for the project's `.write` rules.
  @Test(arguments: [
    (["production", "v2"], ["/production: newData.hasChildren(['v2'])"]),
    (
      ["production", "v2", "en", "labels", "cart"],
      [
        "/production/v2/en/labels: newData.hasChildren(['cart', 'options', 'profile'])"
      ]
    ),
    (["production", "v2", "uk"], ["/production/v2: newData.hasChildren(['en', 'uk'])"]),
    (["production"], []),
  ])
  func nullIsRefusedWhereItLeavesAParentIncomplete(path: [String], failures: [String]) throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    #expect(evaluator.failures(storing: .null, at: path, over: try Self.publishedDatabase()) == failures)
  }

  @Test(arguments: ["a", "01", "-1", "1.0", " 1"])
  func arrayKeysMustBeIndexes(key: String) throws {
    let evaluator = RulesEvaluator(rules: try Self.rules())
    let item = JSONValue.object(["id": .string("x"), "name": .string("X")])
    #expect(
      evaluator.failures(
        storing: item, at: Self.labelsPath + ["cart", "items", key], over: try Self.publishedDatabase())
        == [
          "/production/v2/en/labels/cart/items/\(key): $index.matches(/^(0|[1-9][0-9]*)$/) && "
            + "newData.hasChildren(['id', 'name'])"
        ])
    #expect(
      evaluator.failures(
        storing: item, at: Self.labelsPath + ["cart", "items", "10"], over: try Self.publishedDatabase())
        == [])
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
      version: SemanticVersion(major: 2, minor: 0, patch: 1), locales: [])
    // The staged tree is held to the locale's rules; the line's other nodes are tested on their own.
    let line = rules.member("rules")?.member("e")?.member("v2")
    #expect(line?.member("staged")?.member("$release")?.member("$locale") == line?.member("$locale"))
    #expect(
      CanonicalJSONWriter.string(
        rules.removing(["rules", "e", "v2"], keys: ["rollout", "staged", "previous"]))
          == #"""
          {
            "rules": {
              "e": {
                "$line": {
                  ".validate": "$line.matches(/^v[0-9]+$/) && newData.hasChildren()"
                },
                ".validate": "newData.hasChildren(['v2'])",
                "labels-publication": {
                  ".validate": "newData.hasChildren()"
                },
                "v2": {
                  "$locale": {
                    "$other": {
                      ".validate": false
                    },
                    ".validate": "newData.hasChildren(['labels'])",
                    "labels": {
                      "$other": {
                        ".validate": false
                      },
                      ".validate": "newData.hasChildren(['byName', 'grid', 'it\\'s \\\\ fine'])",
                      "byName": {
                        "$key": {
                          "$index2": {
                            ".validate": "$index2.matches(/^(0|[1-9][0-9]*)$/) && newData.isBoolean()"
                          },
                          ".validate": "newData.hasChildren()"
                        },
                        ".validate": "newData.hasChildren()"
                      },
                      "grid": {
                        "$index": {
                          "$index2": {
                            ".validate": "$index2.matches(/^(0|[1-9][0-9]*)$/) && newData.isString()"
                          },
                          ".validate": "$index.matches(/^(0|[1-9][0-9]*)$/) && newData.hasChildren()"
                        },
                        ".validate": "newData.hasChildren()"
                      },
                      "it's \\ fine": {
                        ".validate": "newData.isNumber() && newData.val() % 1 === 0"
                      },
                      "optional": {
                        ".validate": "newData.isNumber()"
                      }
                    }
                  },
                  ".validate": "newData.hasChildren()"
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

  @Test(arguments: [
    ("3", JSONValue.number("2.5"), []),
    ("-7", .number("2"), []),
    ("3.5", .number("2.5"), ["/e/v2/en/labels/it's \\ fine: newData.isNumber() && newData.val() % 1 === 0"]),
    ("3", .string("2.5"), ["/e/v2/en/labels/optional: newData.isNumber()"]),
  ])
  func integersAreCheckedAsIntegers(integer: String, double: JSONValue, failures: [String]) throws {
    let rules = try FirebaseRules.document(
      for: JSONSchema(describing: Nested.self), environment: "e",
      version: SemanticVersion(major: 2, minor: 0, patch: 1), locales: [])
    let document = JSONValue.object([
      "grid": .array([.array([.string("a")])]), "byName": .object(["x": .array([.bool(true)])]),
      "it's \\ fine": .number(integer), "optional": double,
    ])
    #expect(
      RulesEvaluator(rules: rules).failures(storing: document, at: ["e", "v2", "en", "labels"]) == failures)
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
        version: SemanticVersion(major: 1, minor: 0, patch: 0), locales: [])
    }
    #expect(throws: SchemaError.invalidFirebaseKey(pointer: "/a~1\u{301}b")) {
      try FirebaseRules.document(
        for: JSONSchema(describing: CombinedBadKey.self), environment: "e",
        version: SemanticVersion(major: 1, minor: 0, patch: 0), locales: [])
    }
  }
}

extension JSONValue {
  /// The value with the members `keys` of the object at `path` removed.
  fileprivate func removing(_ path: [String], keys: Set<String>) -> JSONValue {
    guard case .object(var members) = self else { return self }
    guard let first = path.first else { return .object(members.filter { !keys.contains($0.key) }) }
    members[first] = members[first]?.removing(Array(path.dropFirst()), keys: keys)
    return .object(members)
  }
}
