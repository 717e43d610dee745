/// Why a schema or its Firebase rules cannot be derived.
public enum SchemaError: Error, Equatable, Sendable, CustomStringConvertible {
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

  public var description: String {
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
      "invalid environment \"\(name)\"; a Firebase key must be non-empty without . $ # [ ] / or control"
        + " characters, such as production"
    case .invalidFirebaseKey(let pointer):
      "the member at \(pointer) cannot be a Firebase key (empty, or with . $ # [ ] / or control"
        + " characters); rename it in the labels type"
    }
  }

  private static func place(_ pointer: String) -> String {
    pointer.isEmpty ? "the top level" : pointer
  }
}
