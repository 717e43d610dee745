/// Firebase Realtime Database security rules whose `.validate` entries enforce a labels schema at
/// `/<environment>/v<major>/$locale/labels`, the line the apps of the schema's major version read, so
/// that the store refuses a write that would break them.
///
/// The rules use four functions only: `newData.hasChildren([...])` for the required members of an
/// object (`newData.hasChildren()` when none is required, and for arrays and dictionaries),
/// `newData.isString()`, `newData.isNumber()` and `newData.isBoolean()`; and `"$other": {".validate":
/// false}` in every closed object. The store keeps arrays as objects keyed `0`, `1`, ..., which a
/// `$index` wildcard matches.
public enum FirebaseRules {
  /// The rules document, `{"rules": {...}}`, ready to merge into a project's `database.rules.json`.
  /// - Throws: ``SchemaError/invalidEnvironment(_:)`` for an environment that is not a Firebase key, and
  ///   ``SchemaError/invalidFirebaseKey(pointer:)`` for a member name the store cannot hold.
  public static func document(for schema: JSONSchema, environment: String, version: SemanticVersion)
    throws(SchemaError) -> JSONValue
  {
    guard FirebaseKey.problem(environment) == nil else { throw .invalidEnvironment(environment) }
    let labels = try rule(for: schema, at: [], wildcards: 0)
    return .object([
      "rules": .object([
        environment: .object([version.lineKey: .object(["$locale": .object(["labels": labels])])])
      ])
    ])
  }

  /// The rules of one node; `wildcards` counts the `$` variables above it, which must differ by name.
  private static func rule(for schema: JSONSchema, at tokens: [String], wildcards: Int) throws(SchemaError)
    -> JSONValue
  {
    switch schema {
    case .string: return validate("newData.isString()")
    case .integer, .number: return validate("newData.isNumber()")
    case .boolean: return validate("newData.isBoolean()")
    case .array(let items):
      return try collection(of: items, variable: "$index", at: tokens, wildcards: wildcards)
    case .dictionary(let values):
      return try collection(of: values, variable: "$key", at: tokens, wildcards: wildcards)
    case .object(let properties, let required):
      var members: [String: JSONValue] = ["$other": .object([".validate": .bool(false)])]
      for (key, property) in properties {
        guard FirebaseKey.problem(key) == nil else {
          throw .invalidFirebaseKey(pointer: JSONPointer(tokens + [key]).description)
        }
        members[key] = try rule(for: property, at: tokens + [key], wildcards: wildcards)
      }
      let names = required.sorted(by: CanonicalJSONWriter.keyPrecedes).map(quoted).joined(separator: ", ")
      members[".validate"] = .string(
        required.isEmpty ? "newData.hasChildren()" : "newData.hasChildren([\(names)])")
      return .object(members)
    }
  }

  private static func collection(
    of element: JSONSchema, variable: String, at tokens: [String], wildcards: Int
  )
    throws(SchemaError) -> JSONValue
  {
    let name = wildcards == 0 ? variable : variable + String(wildcards + 1)
    return .object([
      ".validate": .string("newData.hasChildren()"),
      name: try rule(for: element, at: tokens + ["0"], wildcards: wildcards + 1),
    ])
  }

  private static func validate(_ expression: String) -> JSONValue {
    .object([".validate": .string(expression)])
  }

  /// A rules string literal: single quotes, with `\` and `'` escaped.
  private static func quoted(_ key: String) -> String {
    "'" + key.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
