import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct JSONSchemaTests {
  private struct Scalars: Decodable {
    var text: String
    var flag: Bool
    var count: Int
    var small: UInt8
    var ratio: Double
    var single: Float
    var price: Decimal
  }

  private struct Shapes: Decodable {
    struct Item: Decodable {
      var id: String
      var note: String?
    }

    var items: [Item]
    var grid: [[Int]]
    var byName: [String: Item]
    var maybe: [String?]
    var optionalItem: Item?
    var renamed: String

    enum CodingKeys: String, CodingKey {
      case items, grid, byName, maybe, optionalItem
      case renamed = "a/b~c"
    }
  }

  @Test func scalarsHaveTheirJSONTypes() throws {
    #expect(
      try JSONSchema(describing: Scalars.self)
        == .object(
          properties: [
            "text": .string, "flag": .boolean, "count": .integer, "small": .integer, "ratio": .number,
            "single": .number, "price": .number,
          ],
          required: ["text", "flag", "count", "small", "ratio", "single", "price"]))
  }

  @Test func optionalsArraysAndDictionariesComeFromTheTypeNotAValue() throws {
    let item = JSONSchema.object(properties: ["id": .string, "note": .string], required: ["id"])
    #expect(
      try JSONSchema(describing: Shapes.self)
        == .object(
          properties: [
            "items": .array(items: item),
            "grid": .array(items: .array(items: .integer)),
            "byName": .dictionary(values: item),
            "maybe": .array(items: .string),
            "optionalItem": item,
            "a/b~c": .string,
          ],
          required: ["items", "grid", "byName", "maybe", "a/b~c"]))
  }

  @Test func documentIsDraft202012WithSortedRequiredMembers() throws {
    let schema = JSONSchema.object(
      properties: ["b": .string, "a": .dictionary(values: .boolean), "c": .array(items: .integer)],
      required: ["c", "b", "a"])
    #expect(
      CanonicalJSONWriter.string(schema.document(title: "Test"))
        == """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "additionalProperties": false,
          "properties": {
            "a": {
              "additionalProperties": {
                "type": "boolean"
              },
              "type": "object"
            },
            "b": {
              "type": "string"
            },
            "c": {
              "items": {
                "type": "integer"
              },
              "type": "array"
            }
          },
          "required": [
            "a",
            "b",
            "c"
          ],
          "title": "Test",
          "type": "object"
        }

        """)
  }

  private struct Conflicting: Decodable {
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      _ = try container.decode(String.self, forKey: .value)
      _ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .value)
    }

    enum CodingKeys: String, CodingKey { case value }
  }

  private struct Empty: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  private struct HoldsEmpty: Decodable {
    var inner: [Empty]
  }

  private final class Tree: Decodable {
    let children: [Tree]
  }

  private enum Kind: String, Decodable { case food, travel }

  private struct HoldsKind: Decodable {
    var kind: Kind
  }

  @Test func typesWithoutAFiniteJSONShapeAreRefusedWithThePlace() throws {
    #expect(throws: SchemaError.conflictingShapes(pointer: "/value")) {
      try JSONSchema(describing: Conflicting.self)
    }
    #expect(throws: SchemaError.emptyType(pointer: "/inner/0")) {
      try JSONSchema(describing: HoldsEmpty.self)
    }
    #expect(throws: SchemaError.emptyType(pointer: "")) { try JSONSchema(describing: Empty.self) }
    let recursive = String(repeating: "/children/0", count: 32)
    #expect(throws: SchemaError.recursiveType(pointer: recursive + "/children")) {
      try JSONSchema(describing: Tree.self)
    }
    do {
      _ = try JSONSchema(describing: HoldsKind.self)
      Issue.record("an enum decoded from a string cannot be described")
    } catch {
      guard case .undecodable(let pointer, let type, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(pointer == "/kind")
      #expect(type == "Kind")
      #expect(
        error.description.hasPrefix(
          "Kind at /kind cannot be described: its init(from:) refused a placeholder"))
    }
  }

  @Test func errorsNameThePlaceAndTheFix() {
    #expect(
      SchemaError.conflictingShapes(pointer: "").description
        == "the labels type reads the top level as two different JSON types; read it one way")
    #expect(
      SchemaError.invalidFirebaseKey(pointer: "/a.b").description
        == "the member at /a.b cannot be a Firebase key (empty, or with . $ # [ ] / or control characters);"
        + " rename it in the labels type")
  }
}
