import LabelsCore

extension JSONSchema {
  /// Every place `document` does not match the schema, in document order (members in canonical key
  /// order, an object's missing labels before its members); empty when it matches.
  ///
  /// An integer is a number written without fraction or exponent, or one whose value is integral and
  /// fits `Int64` (`1.0`, `1e3`), as `JSONDecoder` accepts for `Int`.
  package func violations(in document: JSONValue, unknownMembers: UnknownMembers) -> [SchemaViolation] {
    var validation = Validation(unknownMembers: unknownMembers)
    validation.check(document, against: self)
    return validation.violations
  }

  /// The name of the JSON type the schema asks for, as violations name it.
  fileprivate var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .array: "array"
    case .object, .dictionary: "object"
    }
  }
}

/// One walk of a document against a schema, keeping the path as a stack of tokens.
private struct Validation {
  let unknownMembers: UnknownMembers
  private(set) var violations: [SchemaViolation] = []
  private var tokens: [String] = []

  init(unknownMembers: UnknownMembers) {
    self.unknownMembers = unknownMembers
  }

  mutating func check(_ value: JSONValue, against schema: JSONSchema) {
    switch (schema, value) {
    case (.string, .string), (.number, .number), (.boolean, .bool):
      return
    case (.integer, .number(let text)):
      if !Self.isInteger(text) { record("expected integer, found number \(text)") }
    case (.array(let items), .array(let elements)):
      for (index, element) in elements.enumerated() {
        checkChild(String(index), element, against: items)
      }
    case (.dictionary(let values), .object(let members)):
      checkMembers(members) { validation, name, member in validation.checkChild(name, member, against: values)
      }
    case (.object(let properties, let required), .object(let members)):
      if required.contains(where: { members[$0] == nil }) {
        for name in required.sorted(by: CanonicalJSONWriter.keyPrecedes) where members[name] == nil {
          record("missing required label '\(name)'")
        }
      }
      checkMembers(members) { validation, name, member in
        if let property = properties[name] {
          validation.checkChild(name, member, against: property)
        } else if validation.unknownMembers == .refused {
          validation.tokens.append(name)
          validation.record("unexpected member '\(name)' (the schema has no such label)")
          validation.tokens.removeLast()
        }
      }
    default:
      record("expected \(schema.typeName), found \(Self.typeName(of: value))")
    }
  }

  /// Checks every member with `check`, its violations in canonical key order. The members are checked
  /// in the dictionary's order and only the violations are put in order after, by the keys of the
  /// members that have any: most documents have none, and sorting every object's members cost a tenth
  /// of `check` on a long history.
  private mutating func checkMembers(
    _ members: [String: JSONValue], _ check: (inout Validation, String, JSONValue) -> Void
  ) {
    let found = violations.count
    var failing: [(name: String, range: Range<Int>)] = []
    for (name, member) in members {
      let start = violations.count
      check(&self, name, member)
      if violations.count > start { failing.append((name, start..<violations.count)) }
    }
    guard failing.count > 1 else { return }
    let ordered = failing.sorted { CanonicalJSONWriter.keyPrecedes($0.name, $1.name) }
    violations.replaceSubrange(found..., with: ordered.flatMap { violations[$0.range] })
  }

  private mutating func checkChild(_ token: String, _ value: JSONValue, against schema: JSONSchema) {
    tokens.append(token)
    check(value, against: schema)
    tokens.removeLast()
  }

  private mutating func record(_ message: String) {
    violations.append(SchemaViolation(path: JSONPointer(tokens), message: message))
  }

  /// Whether a number's text is an integer as `JSONDecoder` reads one for `Int`.
  private static func isInteger(_ text: String) -> Bool {
    let point = UInt8(ascii: ".")
    let lower = UInt8(ascii: "e")
    let upper = UInt8(ascii: "E")
    guard text.utf8.contains(where: { $0 == point || $0 == lower || $0 == upper }) else { return true }
    guard let value = Double(text), value.rounded(.towardZero) == value else { return false }
    // Int64.min is -2^63 exactly; Int64.max + 1 is 2^63, the first integral Double that does not fit.
    return value >= -9_223_372_036_854_775_808.0 && value < 9_223_372_036_854_775_808.0
  }

  private static func typeName(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
