import LabelsCore
import LabelsTestFixtures
import Testing

@testable import LabelsKit

/// With OLD's schema, a label it declares optional that lost or got a value is content, not a breaking
/// removal or an additive key: apps decode it with `decodeIfPresent` and show their fallback.
@Suite struct SchemaDiffOptionalTests {
  static let category = JSONSchema.object(
    properties: ["id": .string, "title": .string, "icon": .string], required: ["id", "title"])

  static let schema = JSONSchema.object(
    properties: [
      "login": .object(
        properties: ["welcome": .string, "forgotPassword": .string], required: ["welcome"]),
      "categories": .array(items: category),
      "steps": .array(items: .object(properties: ["text": .string, "note": .string], required: ["text"])),
      "units": .dictionary(values: .object(properties: ["short": .string], required: [])),
    ],
    required: ["login", "categories", "steps", "units"])

  private static func describe(_ old: String, _ new: String, schema: JSONSchema? = schema) throws -> [String]
  {
    DiffFixtures.describe(
      SchemaDiff.compare(
        old: try StrictJSONReader.read(old), new: try StrictJSONReader.read(new), oldSchema: schema))
  }

  @Test func theNewRulesAreContentAndAddressTheirSide() {
    #expect(ChangeRule.optionalRemoved.severity == .content)
    #expect(ChangeRule.optionalAdded.severity == .content)
    #expect(!ChangeRule.optionalRemoved.addressesNewDocument)
    #expect(ChangeRule.optionalAdded.addressesNewDocument)
  }

  @Test func anOptionalLabelThatLostItsValueIsContent() throws {
    let old = #"{"login": {"welcome": "Hi", "forgotPassword": "Forgot?"}}"#
    let new = #"{"login": {"welcome": "Hi"}}"#
    #expect(try Self.describe(old, new) == [#"content optional-removed /login/forgotPassword old="Forgot?""#])
    #expect(try Self.describe(new, old) == [#"content optional-added /login/forgotPassword new="Forgot?""#])
  }

  @Test func requiredAndUndeclaredLabelsKeepTheirRules() throws {
    let old = #"{"login": {"welcome": "Hi"}}"#
    let new = #"{"login": {"subtitle": "Glad"}}"#
    #expect(
      try Self.describe(old, new) == [
        #"additive key-added /login/subtitle new="Glad""#,
        #"breaking key-removed /login/welcome old="Hi""#,
      ])
  }

  @Test func withoutASchemaNothingChanges() throws {
    let old = #"{"login": {"welcome": "Hi", "forgotPassword": "Forgot?"}}"#
    let new = #"{"login": {"welcome": "Hi"}}"#
    let expected = [#"breaking key-removed /login/forgotPassword old="Forgot?""#]
    #expect(try Self.describe(old, new, schema: nil) == expected)
    #expect(
      DiffFixtures.describe(
        SchemaDiff.compare(old: try StrictJSONReader.read(old), new: try StrictJSONReader.read(new)))
        == expected)
    #expect(
      try Self.describe(new, old, schema: nil) == [#"additive key-added /login/forgotPassword new="Forgot?""#]
    )
  }

  @Test func renameHintsStillPairAnOptionalLabelWithItsNewName() throws {
    let old = #"{"login": {"welcome": "Hi", "forgotPassword": "Forgot?"}}"#
    let new = #"{"login": {"welcome": "Hi", "resetPassword": "Forgot?"}}"#
    #expect(
      try Self.describe(old, new) == [
        #"content optional-removed /login/forgotPassword old="Forgot?" hint=possibly renamed to /login/resetPassword"#,
        #"additive key-added /login/resetPassword new="Forgot?" hint=possibly renamed from /login/forgotPassword"#,
      ])
  }

  @Test func theSchemaIsFollowedIntoIDMatchedArrayItems() throws {
    let old =
      #"{"categories": [{"id": "food", "title": "Food", "icon": "fork"}, {"id": "rent", "title": "Rent"}]}"#
    let new = #"{"categories": [{"id": "rent", "title": "Rent", "icon": "house"}, {"id": "food"}]}"#
    #expect(
      try Self.describe(old, new) == [
        #"content optional-added /categories/0/icon id=rent new="house""#,
        #"content optional-removed /categories/1/icon id=food old="fork""#,
        #"breaking key-removed /categories/1/title id=food old="Food""#,
      ])
  }

  @Test func theSchemaIsFollowedIntoIndexMatchedArraysAndDictionaries() throws {
    let old = #"{"steps": [{"text": "One", "note": "n"}], "units": {"km": {"short": "km"}}}"#
    let new = #"{"steps": [{"text": "One"}], "units": {"km": {}, "mi": {"short": "mi"}}}"#
    #expect(
      try Self.describe(old, new) == [
        #"content optional-removed /steps/0/note old="n""#,
        #"content optional-removed /units/km/short old="km""#,
        #"additive key-added /units/mi new={"short": "mi"}"#,
      ])
  }

  @Test func aLargeRootObjectComparedOnBothCoresFollowsTheSchemaToo() throws {
    var properties: [String: JSONSchema] = [:]
    var members: [String: JSONValue] = [:]
    for index in 0..<100 {
      properties["label\(index)"] = .string
      members["label\(index)"] = .string("Text \(index)")
    }
    let schema = JSONSchema.object(properties: properties, required: ["label0"])
    var new = members
    new["label7"] = nil
    new["label0"] = nil
    let report = SchemaDiff.compare(old: .object(members), new: .object(new), oldSchema: schema)
    #expect(
      DiffFixtures.describe(report) == [
        #"breaking key-removed /label0 old="Text 0""#,
        #"content optional-removed /label7 old="Text 7""#,
      ])
  }

  /// Documents of the fixture schema, whose `profile.hint` is decoded with `decodeIfPresent`.
  private static func locales(hint: [String: String]) throws -> LocalizedDocuments {
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for locale in ["en", "ru", "uk"] {
      var profile: [String: JSONValue] = ["headline": .string("Headline \(locale)")]
      profile["hint"] = hint[locale].map(JSONValue.string)
      documents[try LocaleIdentifier(locale)] = .object(["profile": .object(profile)])
    }
    return LocalizedDocuments(baseLocale: try LocaleIdentifier("en"), documents: documents)
  }

  @Test func removingAnOptionalLabelInOneLocaleIsContent() throws {
    let schema = try JSONSchema(describing: FixtureLabels.self)
    let old = try Self.locales(hint: ["en": "Forgot?", "ru": "Забыли?", "uk": "Забули?"])
    let new = try Self.locales(hint: ["en": "Forgot?", "ru": "Забыли?"])
    let report = SchemaDiff.compare(old: old, new: new, oldSchema: schema)
    #expect(
      DiffFixtures.describe(report) == [#"content optional-removed uk /profile/hint old="Забули?""#])
    #expect(report.verdict == .content)
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: new, new: old, oldSchema: schema))
        == [#"content optional-added uk /profile/hint new="Забули?""#])
    #expect(SchemaDiff.compare(old: old, new: new).verdict == .breaking)
  }

  @Test func removingAnOptionalLabelInEveryLocaleIsContent() throws {
    let schema = try JSONSchema(describing: FixtureLabels.self)
    let old = try Self.locales(hint: ["en": "Forgot?", "ru": "Забыли?", "uk": "Забули?"])
    let new = try Self.locales(hint: [:])
    let report = SchemaDiff.compare(old: old, new: new, oldSchema: schema)
    #expect(
      DiffFixtures.describe(report) == [
        #"content optional-removed en /profile/hint old="Forgot?""#,
        #"content optional-removed ru /profile/hint old="Забыли?""#,
        #"content optional-removed uk /profile/hint old="Забули?""#,
      ])
    #expect(report.verdict == .content)
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: new, new: old, oldSchema: schema)) == [
        #"content optional-added en /profile/hint new="Forgot?""#,
        #"content optional-added ru /profile/hint new="Забыли?""#,
        #"content optional-added uk /profile/hint new="Забули?""#,
      ])
  }

  @Test func removingARequiredLabelInEveryLocaleStaysBreaking() throws {
    let schema = try JSONSchema(describing: FixtureLabels.self)
    let old = try Self.locales(hint: [:])
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for locale in old.locales { documents[locale] = .object(["profile": .object([:])]) }
    let new = LocalizedDocuments(baseLocale: old.baseLocale, documents: documents)
    let report = SchemaDiff.compare(old: old, new: new, oldSchema: schema)
    #expect(report.changes.map(\.rule) == [.keyRemoved, .keyRemoved, .keyRemoved])
    #expect(report.verdict == .breaking)
    #expect(
      SchemaDiff.compare(old: new, new: old, oldSchema: schema).changes.map(\.rule) == [
        .keyAdded, .keyAdded, .keyAdded,
      ])
  }
}
