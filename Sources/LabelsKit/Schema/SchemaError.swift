import LabelsCore

/// Why a schema or its Firebase rules cannot be derived, or a schema document cannot be read.
package enum SchemaError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The type reads one place as two different shapes, such as an object and a string.
  case conflictingShapes(pointer: String)
  /// The type reads nothing at a place, so its shape is unknown.
  case emptyType(pointer: String)
  /// The type contains itself, so its schema would never end.
  case recursiveType(pointer: String)
  /// The type's `init(from:)` failed on the recorder's placeholder values.
  case undecodable(pointer: String, type: String, reason: String)
  /// The environment name cannot be a Firebase Realtime Database key.
  case invalidEnvironment(String)
  /// A member name cannot be a Firebase Realtime Database key, so no rule can name it.
  case invalidFirebaseKey(pointer: String)
  /// A schema document holds a value this tool cannot read as a schema, such as a wrong type name.
  case invalidSchemaValue(pointer: String, found: String, expected: String)
  /// A schema document uses a keyword this tool does not read.
  case unknownSchemaKeyword(pointer: String, keyword: String)
  /// A schema document uses a keyword the schema's type does not take, such as `items` on a string.
  case misplacedSchemaKeyword(pointer: String, keyword: String, kind: String)
  /// A schema document leaves out a keyword its type needs.
  case missingSchemaKeyword(pointer: String, keyword: String)
  /// A schema document declares properties without `additionalProperties: false`.
  case openObjectSchema(pointer: String)
  /// A schema document's `required` names a member its `properties` do not declare.
  case undeclaredRequiredMember(pointer: String, name: String)

  package var description: String {
    switch self {
    case .conflictingShapes(let pointer):
      "the labels type reads \(Self.place(pointer)) as two different JSON types; read it one way"
    case .emptyType(let pointer):
      "the labels type reads nothing at \(Self.place(pointer)), so its JSON type is unknown"
    case .recursiveType(let pointer):
      "the labels type contains itself at \(Self.place(pointer)); a schema of labels must be finite"
    case .undecodable(let pointer, let type, let reason):
      "\(type) at \(Self.place(pointer)) cannot be described: its init(from:) refused a placeholder"
        + " value (\(reason)); use strings, numbers, booleans, arrays and structs"
    case .invalidEnvironment(let name):
      FirebaseKey.environmentMessage(name)
    case .invalidFirebaseKey(let pointer):
      "the member at \(pointer) cannot be a Firebase key (empty, or with . $ # [ ] / or control"
        + " characters); rename it in the labels type"
    case .invalidSchemaValue(let pointer, let found, let expected):
      "the schema has \(found) at \(Self.place(pointer)); expected \(expected)"
    case .unknownSchemaKeyword(let pointer, let keyword):
      "the schema has the unknown keyword \"\(keyword)\" at \(Self.place(pointer)); use only type,"
        + " properties, required, additionalProperties and items"
    case .misplacedSchemaKeyword(let pointer, let keyword, let kind):
      "the schema has \"\(keyword)\" at \(Self.place(pointer)), which \(kind) schema does not take;"
        + " remove it"
    case .missingSchemaKeyword(let pointer, let keyword):
      "the schema at \(Self.place(pointer)) has no \"\(keyword)\"; add it"
    case .openObjectSchema(let pointer):
      "the object schema at \(Self.place(pointer)) declares properties without"
        + " \"additionalProperties\": false; labels objects are closed, so add it"
    case .undeclaredRequiredMember(let pointer, let name):
      "the schema requires \"\(name)\" at \(Self.place(pointer)) but declares no such property;"
        + " declare it in properties or remove it from required"
    }
  }

  private static func place(_ pointer: String) -> String {
    pointer.isEmpty ? "the top level" : pointer
  }
}
