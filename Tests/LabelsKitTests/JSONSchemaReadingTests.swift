import Foundation
import LabelsCore
import LabelsTestFixtures
import Testing

@testable import LabelsKit

/// `JSONSchema(json:)` reads back exactly what `json` and `document(title:)` write, and refuses anything
/// else with the place and the problem.
@Suite struct JSONSchemaReadingTests {
  static let item = JSONSchema.object(properties: ["id": .string, "note": .string], required: ["id"])

  static let schemas: [JSONSchema] = [
    .object(properties: [:], required: []),
    .object(
      properties: [
        "text": .string, "count": .integer, "ratio": .number, "flag": .boolean, "a/b~c": .string,
      ],
      required: ["text", "a/b~c"]),
    .object(
      properties: [
        "items": .array(items: item),
        "grid": .array(items: .array(items: .integer)),
        "byName": .dictionary(values: item),
        "nested": .dictionary(values: .dictionary(values: .boolean)),
        "optionalItem": item,
      ],
      required: ["items", "grid", "byName"]),
    .array(items: .string),
    .dictionary(values: .number),
    .string,
  ]

  @Test(arguments: schemas)
  func documentReadsBackAsTheSchema(schema: JSONSchema) throws {
    #expect(try JSONSchema(json: schema.document(title: "x")) == schema)
    #expect(try JSONSchema(json: schema.json) == schema)
  }

  @Test func theSchemaOfALabelGroupReadsBack() throws {
    let schema = try JSONSchema(describing: FixtureLabels.self)
    #expect(try JSONSchema(json: schema.document(title: "FixtureLabels \(FixtureLabels.version)")) == schema)
  }

  @Test func theCommittedSchemaDocumentReads() throws {
    let text = try String(
      contentsOf: LabelsSchemaTests.versionFolder.appendingPathComponent("schema.json"), encoding: .utf8)
    #expect(try JSONSchema(json: StrictJSONReader.read(text)) == JSONSchema(describing: FixtureLabels.self))
  }

  @Test(arguments: [
    (
      #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "string"}"#,
      #"the schema has "http://json-schema.org/draft-07/schema#" at /$schema; expected "#
        + #""https://json-schema.org/draft/2020-12/schema""#
    ),
    (
      #"{"type": "string", "format": "date"}"#,
      #"the schema has the unknown keyword "format" at /format; use only type, properties, required,"#
        + " additionalProperties and items"
    ),
    (
      #"{"type": "array", "items": {"type": "string", "title": "inner"}}"#,
      #"the schema has the unknown keyword "title" at /items/title; use only type, properties, required,"#
        + " additionalProperties and items"
    ),
    (
      #"{"type": "object", "properties": {"a": {"type": "strin"}}, "additionalProperties": false}"#,
      #"the schema has "strin" at /properties/a/type; expected "string", "integer", "number", "#
        + #""boolean", "array" or "object""#
    ),
    (
      #"{"type": ["string", "null"]}"#,
      #"the schema has an array at /type; expected "string", "integer", "number", "boolean", "array" or "#
        + #""object""#
    ),
    (
      #"{"properties": {}}"#,
      #"the schema at the top level has no "type"; add it"#
    ),
    (
      #"{"type": "array"}"#,
      #"the schema at the top level has no "items"; add it"#
    ),
    (
      #"{"type": "string", "items": {"type": "string"}}"#,
      #"the schema has "items" at /items, which a string schema does not take; remove it"#
    ),
    (
      #"{"type": "object", "additionalProperties": {"type": "string"}, "required": []}"#,
      #"the schema has "required" at /required, which a dictionary schema does not take; remove it"#
    ),
    (
      #"{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["b"], "#
        + #""additionalProperties": false}"#,
      #"the schema requires "b" at /required/0 but declares no such property; declare it in properties"#
        + " or remove it from required"
    ),
    (
      #"{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a", 1], "#
        + #""additionalProperties": false}"#,
      #"the schema has the number 1 at /required/1; expected a property name"#
    ),
    (
      #"{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a", "a"], "#
        + #""additionalProperties": false}"#,
      #"the schema has "a" a second time at /required/1; expected each property name once"#
    ),
    (
      #"{"type": "object", "properties": {"a": {"type": "string"}}, "required": "a", "#
        + #""additionalProperties": false}"#,
      #"the schema has "a" at /required; expected an array of property names"#
    ),
    (
      #"{"type": "object", "properties": {"a": {"type": "string"}}, "required": []}"#,
      #"the object schema at the top level declares properties without "additionalProperties": false;"#
        + " labels objects are closed, so add it"
    ),
    (
      #"{"type": "object"}"#,
      #"the schema at the top level has no "additionalProperties"; add it"#
    ),
    (
      #"{"type": "object", "properties": {}, "additionalProperties": true}"#,
      #"the schema has true at /additionalProperties; expected false, or the schema of a dictionary's"#
        + " values"
    ),
    (
      #"{"type": "object", "properties": ["a"], "additionalProperties": false}"#,
      #"the schema has an array at /properties; expected an object of property schemas"#
    ),
    (
      #"{"type": "object", "properties": {"a~b/c": "string"}, "additionalProperties": false}"#,
      #"the schema has "string" at /properties/a~0b~1c; expected a schema object"#
    ),
    (
      #"{"type": "array", "items": {"type": "object", "additionalProperties": {"type": "bool"}}}"#,
      #"the schema has "bool" at /items/additionalProperties/type; expected "string", "integer", "#
        + #""number", "boolean", "array" or "object""#
    ),
    (
      "true",
      "the schema has true at the top level; expected a schema object"
    ),
  ])
  func malformedSchemaIsRefusedWithThePlaceAndTheProblem(json: String, message: String) throws {
    let value = try StrictJSONReader.read(json)
    let error = #expect(throws: SchemaError.self) { try JSONSchema(json: value) }
    #expect(error?.description == message)
  }

  @Test func titleIsOnlyIgnoredAtTheTopLevel() throws {
    #expect(try JSONSchema(json: StrictJSONReader.read(#"{"type": "integer", "title": 5}"#)) == .integer)
    #expect(throws: SchemaError.unknownSchemaKeyword(pointer: "/items/$schema", keyword: "$schema")) {
      try JSONSchema(
        json: StrictJSONReader.read(
          #"{"type": "array", "items": {"type": "string", "$schema": "\#(JSONSchema.draft)"}}"#))
    }
  }
}
