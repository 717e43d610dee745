import LabelsCore

extension JSONSchema {
  /// Reads a schema back from the JSON ``json`` or ``document(title:)`` writes, keyword by keyword.
  ///
  /// At the top level `$schema` must be ``draft`` when present and `title` is ignored; everywhere else
  /// only `type`, `properties`, `required`, `additionalProperties` and `items` are read, each where the
  /// type takes it, so a schema this tool would misread is refused rather than half understood.
  /// - Throws: ``SchemaError`` naming the JSON Pointer within the schema and what is wrong there: an
  ///   unknown or misplaced keyword, a wrong type name, a missing `type` or `items`, an object with
  ///   properties but without `additionalProperties: false`, or a `required` entry that is not a string,
  ///   is repeated or names an undeclared property.
  package init(json: JSONValue) throws(SchemaError) {
    self = try Self.read(json, at: [], isRoot: true)
  }

  /// The keywords a schema below the top level may use.
  private static let keywords: Set<String> = [
    "type", "properties", "required", "additionalProperties", "items",
  ]

  private static let typeNames: Set<String> = ["string", "integer", "number", "boolean", "array", "object"]

  private static func read(_ json: JSONValue, at tokens: [String], isRoot: Bool) throws(SchemaError)
    -> JSONSchema
  {
    guard case .object(let members) = json else {
      throw .invalidSchemaValue(
        pointer: pointer(tokens), found: described(json), expected: "a schema object")
    }
    guard let typeValue = members["type"] else {
      throw .missingSchemaKeyword(pointer: pointer(tokens), keyword: "type")
    }
    guard case .string(let type) = typeValue, typeNames.contains(type) else {
      throw .invalidSchemaValue(
        pointer: pointer(tokens + ["type"]), found: described(typeValue),
        expected: #""string", "integer", "number", "boolean", "array" or "object""#)
    }
    let isDictionary: Bool
    if case .object = members["additionalProperties"] { isDictionary = true } else { isDictionary = false }
    let allowed: Set<String>
    let kind: String
    switch type {
    case "array": (allowed, kind) = (["type", "items"], "an array")
    case "object" where isDictionary: (allowed, kind) = (["type", "additionalProperties"], "a dictionary")
    case "object":
      (allowed, kind) = (["type", "properties", "required", "additionalProperties"], "an object")
    default: (allowed, kind) = (["type"], "a \(type)")
    }
    for (keyword, value) in members.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
      if isRoot, keyword == "title" { continue }
      if isRoot, keyword == "$schema" {
        guard value == .string(draft) else {
          throw .invalidSchemaValue(
            pointer: pointer(["$schema"]), found: described(value), expected: "\"\(draft)\"")
        }
        continue
      }
      guard keywords.contains(keyword) else {
        throw .unknownSchemaKeyword(pointer: pointer(tokens + [keyword]), keyword: keyword)
      }
      guard allowed.contains(keyword) else {
        throw .misplacedSchemaKeyword(pointer: pointer(tokens + [keyword]), keyword: keyword, kind: kind)
      }
    }
    switch type {
    case "string": return .string
    case "integer": return .integer
    case "number": return .number
    case "boolean": return .boolean
    case "array":
      guard let items = members["items"] else {
        throw .missingSchemaKeyword(pointer: pointer(tokens), keyword: "items")
      }
      return .array(items: try read(items, at: tokens + ["items"], isRoot: false))
    default:
      return try readObject(members, at: tokens)
    }
  }

  /// Reads an object schema's members once its keywords are known to fit: a dictionary when
  /// `additionalProperties` is a schema, else a closed object.
  private static func readObject(_ members: [String: JSONValue], at tokens: [String]) throws(SchemaError)
    -> JSONSchema
  {
    switch members["additionalProperties"] {
    case .object?:
      let values = members["additionalProperties"] ?? .null
      return .dictionary(values: try read(values, at: tokens + ["additionalProperties"], isRoot: false))
    case .bool(false)?:
      break
    case nil:
      if members["properties"] != nil { throw .openObjectSchema(pointer: pointer(tokens)) }
      throw .missingSchemaKeyword(pointer: pointer(tokens), keyword: "additionalProperties")
    case let other?:
      throw .invalidSchemaValue(
        pointer: pointer(tokens + ["additionalProperties"]), found: described(other),
        expected: "false, or the schema of a dictionary's values")
    }
    var properties: [String: JSONSchema] = [:]
    switch members["properties"] {
    case .object(let declared)?:
      for (name, schema) in declared.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
        properties[name] = try read(schema, at: tokens + ["properties", name], isRoot: false)
      }
    case nil:
      break
    case let other?:
      throw .invalidSchemaValue(
        pointer: pointer(tokens + ["properties"]), found: described(other),
        expected: "an object of property schemas")
    }
    var required: Set<String> = []
    switch members["required"] {
    case .array(let names)?:
      for (index, name) in names.enumerated() {
        let place = pointer(tokens + ["required", String(index)])
        guard case .string(let text) = name else {
          throw .invalidSchemaValue(pointer: place, found: described(name), expected: "a property name")
        }
        guard properties[text] != nil else { throw .undeclaredRequiredMember(pointer: place, name: text) }
        guard required.insert(text).inserted else {
          throw .invalidSchemaValue(
            pointer: place, found: "\(name.compactText) a second time", expected: "each property name once")
        }
      }
    case nil:
      break
    case let other?:
      throw .invalidSchemaValue(
        pointer: pointer(tokens + ["required"]), found: described(other),
        expected: "an array of property names")
    }
    return .object(properties: properties, required: required)
  }

  private static func pointer(_ tokens: [String]) -> String {
    JSONPointer(tokens).description
  }

  /// A value as an error message names it: strings, booleans and null as written, others by their type.
  private static func described(_ value: JSONValue) -> String {
    switch value {
    case .null, .bool, .string: value.compactText
    case .number(let text): "the number \(text)"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
