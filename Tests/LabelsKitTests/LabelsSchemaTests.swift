import Foundation
import LabelsCore
import LabelsTestFixtures
import Testing

@testable import LabelsKit

/// The schema of a `LabelGroup` schema (the test's `FixtureLabels`) against its export, committed as
/// golden files under `Golden/labels/`.
@Suite struct LabelsSchemaTests {
  static let versionFolder = Golden.directory.appendingPathComponent("labels/\(FixtureLabels.version)")

  private static func document() throws -> JSONValue {
    ExportPlan.schemaDocument(
      try JSONSchema(describing: FixtureLabels.self), version: try SemanticVersion(FixtureLabels.version))
  }

  private static func exported(_ name: String) throws -> JSONValue {
    try StrictJSONReader.read([UInt8](Data(contentsOf: versionFolder.appendingPathComponent(name))))
  }

  /// Every `<locale>.json` of the committed version folder.
  static let localeFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: versionFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && $0 != "manifest.json" && $0 != "schema.json" }.sorted()
  }()

  @Test func schemaOfLabelsMatchesGoldenFile() throws {
    try Golden.check(CanonicalJSONWriter.bytes(Self.document()), matches: "schema/labels.schema.json")
  }

  @Test func exportOfTheFixtureCatalogMatchesGoldenFiles() throws {
    let files = try ExportPlan.files(
      for: FixtureLabels.catalog(), schema: JSONSchema(describing: FixtureLabels.self))
    #expect(
      files.map(\.path)
        == ["en.json", "manifest.json", "schema.json", "uk.json"].map {
          "\(FixtureLabels.version)/\($0)"
        })
    for file in files {
      try Golden.check(file.contents, matches: "labels/" + file.path)
    }
  }

  @Test func committedSchemaIsTheDerivedOne() throws {
    #expect(try Self.exported("schema.json") == Self.document())
  }

  @Test func everyExportedLocaleIsCovered() {
    #expect(Self.localeFiles == ["en.json", "uk.json"])
  }

  /// The committed schema document, read back as the schema apps of this version decode with.
  private static func schema() throws -> JSONSchema {
    try JSONSchema(json: document())
  }

  @Test(arguments: localeFiles)
  func exportedLocaleValidates(file: String) throws {
    #expect(try Self.schema().violations(in: Self.exported(file), unknownMembers: .refused) == [])
  }

  @Test func optionalLabelMayBeMissing() throws {
    guard case .object(let profile) = try Self.exported("uk.json").member("profile") else {
      Issue.record("uk.json has no profile object")
      return
    }
    #expect(profile["hint"] == nil, "de.json is the locale that leaves the optional label out")
  }

  @Test(arguments: [
    ("/profile/headline", nil, "/profile", "missing required label 'headline'"),
    ("/cart", nil, "", "missing required label 'cart'"),
    ("/cart/items/3/id", nil, "/cart/items/3", "missing required label 'id'"),
    ("/profile/greeting", JSONValue.number("5"), "/profile/greeting", "expected string, found number"),
    ("/options", .string("x"), "/options", "expected object, found string"),
    ("/profile/hint", .null, "/profile/hint", "expected string, found null"),
    (
      "/options/alerts/extra", .string("x"), "/options/alerts/extra",
      "unexpected member 'extra' (the schema has no such label)"
    ),
    ("/cart/items", .object([:]), "/cart/items", "expected array, found object"),
  ])
  func brokenDocumentDoesNotValidate(pointer: String, value: JSONValue?, path: String, message: String)
    throws
  {
    let broken = try Self.exported("en.json").setting(pointer, to: value)
    let tokens = path.split(separator: "/").map(String.init)
    #expect(
      try Self.schema().violations(in: broken, unknownMembers: .refused) == [
        SchemaViolation(path: JSONPointer(tokens), message: message)
      ])
  }

  @Test func appsIgnoreMembersTheirSchemaDoesNotDeclare() throws {
    let extended = try Self.exported("en.json").setting("/options/alerts/extra", to: .string("x"))
    #expect(try Self.schema().violations(in: extended, unknownMembers: .ignored) == [])
  }
}

extension JSONValue {
  /// The member `name` of an object.
  func member(_ name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[name]
  }

  /// The document with the value at `pointer` replaced (or removed, for `nil`); tokens are unescaped names
  /// or array indices.
  func setting(_ pointer: String, to value: JSONValue?) -> JSONValue {
    set(value, at: pointer.split(separator: "/").map(String.init)[...]) ?? .null
  }

  private func set(_ value: JSONValue?, at tokens: ArraySlice<String>) -> JSONValue? {
    guard let token = tokens.first else { return value }
    switch self {
    case .object(var members):
      members[token] = (members[token] ?? .object([:])).set(value, at: tokens.dropFirst())
      return .object(members)
    case .array(var elements):
      guard let index = Int(token), elements.indices.contains(index) else { return self }
      if let element = elements[index].set(value, at: tokens.dropFirst()) {
        elements[index] = element
      } else {
        elements.remove(at: index)
      }
      return .array(elements)
    default:
      return self
    }
  }
}
