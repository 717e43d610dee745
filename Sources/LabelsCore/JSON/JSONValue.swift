/// A JSON document as a value: what the strict reader returns and the canonical writer prints.
///
/// Numbers keep their original text, so a document is printed back exactly as it was written.
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as the text it was written with (`1`, `-0.5`, `1e3`).
  case number(String)
  /// A string.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object; member order carries no meaning in JSON.
  case object([String: JSONValue])

  /// The JSON type of the value, as the diff and the diagnostics name it.
  public var kind: JSONKind {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}

/// The six JSON types.
public enum JSONKind: String, Equatable, Sendable {
  case null, bool, number, string, array, object
}
