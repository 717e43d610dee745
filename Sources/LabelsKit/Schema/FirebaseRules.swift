import LabelsCore

/// Firebase Realtime Database security rules whose `.validate` entries enforce a labels schema at
/// `/<environment>/v<major>/$locale/labels`, the line the apps of the schema's major version read, so
/// that the store refuses a write that would break them.
///
/// Every level of the path is guarded, not only the labels: the environment must keep the line of
/// this major (`newData.hasChildren(['v2'])`) and any other child must be a line (`$line` matching
/// `/^v[0-9]+$/`) with children, but for `labels-publication`, the record `publish` keeps, which must
/// have children; the line must keep every locale of the version (the version policy
/// never removes one within a major), each holding `labels` and nothing else; beside the locales, the
/// line's control document (`rollout`), the staged release (`staged/<id>`, each locale held to the same
/// rules) and the release before (`previous/<id>`). Within the labels the rules use `newData.hasChildren([...])` for the required members of an
/// object (`newData.hasChildren()` when none is required, and for arrays and dictionaries),
/// `newData.isString()`, `newData.isNumber()` (with `newData.val() % 1 === 0` for an integer, since the
/// store has no integer type) and `newData.isBoolean()`; `"$other": {".validate": false}` in every
/// closed object. The store keeps arrays as objects keyed `0`, `1`, ..., which a `$index` wildcard
/// matches only when the key is such an index.
///
/// `.validate` rules run only on data that remains after a write: a write that deletes a node whole
/// (null at `/production`) is for the project's `.write` rules to refuse, which these rules leave alone,
/// since a `.write` rule can only grant access, never narrow what a rule above it granted.
package enum FirebaseRules {
  /// The rules document, `{"rules": {...}}`, ready to merge into a project's `database.rules.json`.
  /// - Parameter locales: the locales of the version, which its line must keep; when empty, the line
  ///   must only have children.
  /// - Throws: ``SchemaError/invalidEnvironment(_:)`` for an environment that is not a Firebase key, and
  ///   ``SchemaError/invalidFirebaseKey(pointer:)`` for a member name the store cannot hold.
  package static func document(
    for schema: JSONSchema, environment: String, version: SemanticVersion, locales: [LocaleIdentifier]
  ) throws(SchemaError) -> JSONValue {
    guard FirebaseKey.problem(environment) == nil else { throw .invalidEnvironment(environment) }
    let labels = try rule(for: schema, at: [], wildcards: 0)
    let locale = JSONValue.object([
      ".validate": .string(hasChildren([UploadBundle.labelsKey])),
      UploadBundle.labelsKey: labels,
      "$other": .object([".validate": .bool(false)]),
    ])
    let release = "$release.matches(/^[0-9a-f]{16}$/)"
    let line = JSONValue.object([
      ".validate": .string(hasChildren(locales.sorted().map(\.rawValue))), "$locale": locale,
      LineControl.key: controlRules,
      // The staged release: the same locales and labels as the released one, under its identity.
      LineDocument.stagedKey: .object([
        "$release": .object([".validate": .string("\(release) && newData.hasChildren()"), "$locale": locale])
      ]),
      // The release before, kept for rollback: an older release of the line, whose shape rollback's
      // write to the released tree is checked against.
      LineDocument.previousKey: .object([
        "$release": .object([".validate": .string("\(release) && newData.hasChildren()")])
      ]),
    ])
    // Older lines follow older schemas, whose rules the project keeps beside these; here they must at
    // least be lines.
    let otherLines = JSONValue.object([
      ".validate": .string("$line.matches(/^v[0-9]+$/) && newData.hasChildren()")
    ])
    return .object([
      "rules": .object([
        environment: .object([
          ".validate": .string(hasChildren([version.lineKey])),
          version.lineKey: line,
          "$line": otherLines,
          // What `publish` last wrote (``PublicationRecord``): a named child, so `$line` does not apply.
          PublicationRecord.key: .object([".validate": .string("newData.hasChildren()")]),
        ])
      ])
    ])
  }

  /// The rules of a line's control document (``LineControl``), which apps read: `halted` a boolean, the
  /// staged release's `id` a release identity and its `percent` a whole number from 0 to 100, each
  /// release named by its identity.
  private static var controlRules: JSONValue {
    let release = JSONValue.object([
      ".validate": .string(hasChildren(["commit", "id", "textVersion", "version"])),
      "id": .object([".validate": .string("newData.isString() && newData.val().matches(/^[0-9a-f]{16}$/)")]),
    ])
    var staged = release
    if case .object(var members) = release {
      members["percent"] = .object([
        ".validate": .string(
          "newData.isNumber() && newData.val() % 1 === 0 && newData.val() >= 0 && newData.val() <= 100")
      ])
      members[".validate"] = .string(hasChildren(["commit", "id", "percent", "textVersion", "version"]))
      staged = .object(members)
    }
    return .object([
      ".validate": .string(hasChildren(["command"])),
      "command": .object([".validate": .string("newData.isString()")]),
      "seal": .object([".validate": .string("newData.isString()")]),
      "halted": .object([".validate": .string("newData.isBoolean()")]),
      "released": release, "staged": staged, "previous": release, "rolledBack": release,
      "$other": .object([".validate": .bool(false)]),
    ])
  }

  /// The rules of one node; `wildcards` counts the `$` variables above it, which must differ by name,
  /// and `keyCheck`, when given, is what the node's own key must satisfy.
  private static func rule(
    for schema: JSONSchema, at tokens: [String], wildcards: Int, keyCheck: String? = nil
  ) throws(SchemaError) -> JSONValue {
    var members: [String: JSONValue] = [:]
    let check: String
    switch schema {
    case .string: check = "newData.isString()"
    case .integer: check = "newData.isNumber() && newData.val() % 1 === 0"
    case .number: check = "newData.isNumber()"
    case .boolean: check = "newData.isBoolean()"
    case .array(let element):
      // The store keeps an array as an object keyed by index; any other key is not an element.
      let index = wildcard("$index", wildcards)
      check = "newData.hasChildren()"
      members[index] = try rule(
        for: element, at: tokens + ["0"], wildcards: wildcards + 1,
        keyCheck: "\(index).matches(/^(0|[1-9][0-9]*)$/)")
    case .dictionary(let value):
      check = "newData.hasChildren()"
      members[wildcard("$key", wildcards)] = try rule(
        for: value, at: tokens + ["0"], wildcards: wildcards + 1)
    case .object(let properties, let required):
      members["$other"] = .object([".validate": .bool(false)])
      for (key, property) in properties {
        guard FirebaseKey.problem(key) == nil else {
          throw .invalidFirebaseKey(pointer: JSONPointer(tokens + [key]).description)
        }
        members[key] = try rule(for: property, at: tokens + [key], wildcards: wildcards)
      }
      check = hasChildren(required.sorted(by: CanonicalJSONWriter.keyPrecedes))
    }
    members[".validate"] = .string([keyCheck, check].compactMap { $0 }.joined(separator: " && "))
    return .object(members)
  }

  /// `$index` for the first wildcard on a path, `$index2` for the second, and so on.
  private static func wildcard(_ variable: String, _ wildcards: Int) -> String {
    wildcards == 0 ? variable : variable + String(wildcards + 1)
  }

  /// `newData.hasChildren(['a', 'b'])`, or `newData.hasChildren()` when no name is required.
  private static func hasChildren(_ names: [String]) -> String {
    names.isEmpty
      ? "newData.hasChildren()" : "newData.hasChildren([\(names.map(quoted).joined(separator: ", "))])"
  }

  /// A rules string literal: single quotes, with `\` and `'` escaped.
  private static func quoted(_ key: String) -> String {
    "'" + key.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
