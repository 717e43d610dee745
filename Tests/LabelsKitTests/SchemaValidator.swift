import LabelsKit

/// Validates a document against the subset of JSON Schema that `JSONSchema` emits: `type`,
/// `properties`, `required`, `additionalProperties` (`false` or a schema) and `items`, with `$schema`
/// and `title` ignored. Any other keyword is reported, so the validator cannot pass a schema it does not
/// understand. Written for the tests only.
struct SchemaValidator {
  /// The schema document.
  let schema: JSONValue

  /// Every violation, as `POINTER: message`, in document order; empty when the document is valid.
  func errors(in document: JSONValue) -> [String] {
    var errors: [String] = []
    validate(document, against: schema, at: "", into: &errors)
    return errors
  }

  private static let keywords: Set<String> = [
    "$schema", "title", "type", "properties", "required", "additionalProperties", "items",
  ]

  private func validate(
    _ value: JSONValue, against schema: JSONValue, at pointer: String, into errors: inout [String]
  ) {
    guard case .object(let keywords) = schema else {
      errors.append("\(pointer): the schema is not an object")
      return
    }
    for keyword in keywords.keys.sorted() where !Self.keywords.contains(keyword) {
      errors.append("\(pointer): unsupported keyword \(keyword)")
    }
    if case .string(let type) = keywords["type"], !Self.matches(value, type: type) {
      errors.append("\(pointer): expected \(type), found \(value.kind)")
      return
    }
    if case .array(let items) = value, let itemSchema = keywords["items"] {
      for (index, item) in items.enumerated() {
        validate(item, against: itemSchema, at: "\(pointer)/\(index)", into: &errors)
      }
    }
    guard case .object(let members) = value else { return }
    if case .array(let required) = keywords["required"] {
      for case .string(let name) in required where members[name] == nil {
        errors.append("\(pointer): missing required member \(name)")
      }
    }
    let properties: [String: JSONValue]
    if case .object(let declared) = keywords["properties"] { properties = declared } else { properties = [:] }
    for name in members.keys.sorted() {
      let member = members[name] ?? .null
      let child =
        pointer + "/"
        + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
      if let propertySchema = properties[name] {
        validate(member, against: propertySchema, at: child, into: &errors)
      } else if case .bool(false) = keywords["additionalProperties"] {
        errors.append("\(child): member not allowed")
      } else if let additional = keywords["additionalProperties"] {
        validate(member, against: additional, at: child, into: &errors)
      }
    }
  }

  private static func matches(_ value: JSONValue, type: String) -> Bool {
    switch (value, type) {
    case (.string, "string"), (.bool, "boolean"), (.array, "array"), (.object, "object"), (.number, "number"):
      true
    case (.number(let text), "integer"): Double(text).map { $0.rounded() == $0 } ?? false
    default: false
    }
  }
}
