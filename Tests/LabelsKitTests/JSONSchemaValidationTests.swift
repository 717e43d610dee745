import LabelsCore
import Testing

@testable import LabelsKit

/// `JSONSchema.violations(in:unknownMembers:)`: every place a document differs from its schema, in
/// document order, with a specific message.
@Suite struct JSONSchemaValidationTests {
  static let schema = JSONSchema.object(
    properties: [
      "title": .string,
      "subtitle": .string,
      "count": .integer,
      "ratio": .number,
      "enabled": .boolean,
      "steps": .array(items: .string),
      "categories": .array(
        items: .object(
          properties: ["id": .string, "title": .string, "icon": .string], required: ["id", "title"])),
      "units": .dictionary(values: .string),
    ],
    required: ["title", "count", "ratio", "enabled", "steps", "categories", "units"])

  private static func violations(_ json: String, _ unknownMembers: UnknownMembers) throws -> [String] {
    try schema.violations(in: StrictJSONReader.read(json), unknownMembers: unknownMembers).map {
      "\($0.path.isRoot ? "<root>" : $0.path.description): \($0.message)"
    }
  }

  static let valid = """
    {"title": "T", "count": 3, "ratio": 0.5, "enabled": true, "steps": ["a"],
     "categories": [{"id": "food", "title": "Food"}], "units": {"km": "km"}}
    """

  @Test func aMatchingDocumentHasNoViolations() throws {
    #expect(try Self.violations(Self.valid, .refused) == [])
    #expect(try Self.violations(Self.valid, .ignored) == [])
  }

  @Test func violationsComeInDocumentOrder() throws {
    let json = """
      {"ratio": "half", "enabled": 1, "steps": ["a", 2, null],
       "categories": [{"title": "Food", "id": 7, "colour": "red"}, "x"],
       "units": {"mi": 1, "km": "km"}, "zebra": true, "count": 1.5, "a/b": 0}
      """
    #expect(
      try Self.violations(json, .refused) == [
        "<root>: missing required label 'title'",
        "/a~1b: unexpected member 'a/b' (the schema has no such label)",
        "/categories/0/colour: unexpected member 'colour' (the schema has no such label)",
        "/categories/0/id: expected string, found number",
        "/categories/1: expected object, found string",
        "/count: expected integer, found number 1.5",
        "/enabled: expected boolean, found number",
        "/ratio: expected number, found string",
        "/steps/1: expected string, found number",
        "/steps/2: expected string, found null",
        "/units/mi: expected string, found number",
        "/zebra: unexpected member 'zebra' (the schema has no such label)",
      ])
  }

  @Test func ignoredUnknownMembersAreWhatAppsAccept() throws {
    let json = """
      {"title": "T", "count": 3, "ratio": 0.5, "enabled": true, "steps": [],
       "categories": [{"id": "food", "title": "Food", "colour": "red"}], "units": {}, "extra": {"a": 1}}
      """
    #expect(try Self.violations(json, .ignored) == [])
    #expect(
      try Self.violations(json, .refused) == [
        "/categories/0/colour: unexpected member 'colour' (the schema has no such label)",
        "/extra: unexpected member 'extra' (the schema has no such label)",
      ])
  }

  @Test func missingRequiredLabelsAreReportedEvenWhenUnknownMembersAreIgnored() throws {
    let json = #"{"count": 3, "ratio": 1, "enabled": false, "steps": [], "categories": [{"id": "x"}]}"#
    #expect(
      try Self.violations(json, .ignored) == [
        "<root>: missing required label 'title'",
        "<root>: missing required label 'units'",
        "/categories/0: missing required label 'title'",
      ])
  }

  @Test(arguments: [
    ("3", true), ("-0", true), ("12345678901234567890", true), ("1.0", true), ("1e3", true),
    ("-2.5E2", true), ("-9223372036854775808.0", true), ("1.5", false), ("1e-1", false),
    ("9.3e18", false), ("1e400", false),
  ])
  func integersAreWhatJSONDecoderReadsAsInt(text: String, isInteger: Bool) {
    let violations = JSONSchema.integer.violations(in: .number(text), unknownMembers: .refused)
    #expect(
      violations
        == (isInteger
          ? [] : [SchemaViolation(path: .root, message: "expected integer, found number \(text)")]))
  }

  @Test func aDictionaryAcceptsAnyMemberName() throws {
    let schema = JSONSchema.dictionary(values: .array(items: .boolean))
    let document = try StrictJSONReader.read(#"{"b": [true], "a": [false, "no"], "": []}"#)
    #expect(
      schema.violations(in: document, unknownMembers: .refused) == [
        SchemaViolation(path: JSONPointer(["a", "1"]), message: "expected boolean, found string")
      ])
  }
}
