import LabelsCore

extension JSONSchema {
  /// The draft this schema follows, as its `$schema` member names it.
  package static let draft = "https://json-schema.org/draft/2020-12/schema"

  /// The schema as a standalone document: `$schema`, `title`, then the schema itself.
  package func document(title: String) -> JSONValue {
    guard case .object(var members) = json else { return json }
    members["$schema"] = .string(Self.draft)
    members["title"] = .string(title)
    return .object(members)
  }

  /// The schema as JSON, without `$schema` or `title`.
  package var json: JSONValue {
    switch self {
    case .string: .object(["type": .string("string")])
    case .integer: .object(["type": .string("integer")])
    case .number: .object(["type": .string("number")])
    case .boolean: .object(["type": .string("boolean")])
    case .array(let items): .object(["type": .string("array"), "items": items.json])
    case .object(let properties, let required):
      .object([
        "type": .string("object"),
        "properties": .object(properties.mapValues(\.json)),
        "required": .array(required.sorted(by: CanonicalJSONWriter.keyPrecedes).map(JSONValue.string)),
        "additionalProperties": .bool(false),
      ])
    case .dictionary(let values): .object(["type": .string("object"), "additionalProperties": values.json])
    }
  }
}
