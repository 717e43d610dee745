/// Why a `manifest.json` cannot be read; the one error of the tool's and the runtime's reader.
public enum ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not valid JSON.
  case malformedJSON(JSONReadError)
  /// A key is repeated in one object, so the manifest would be ambiguous.
  case repeatedKey(JSONPointer)
  /// The document is not a JSON object.
  case notAnObject
  /// A required member is absent.
  case missingMember(JSONPointer)
  /// A member has the wrong JSON type.
  case wrongType(JSONPointer)
  /// A member has the right type but an impossible value; `rule` says what it must be.
  case invalidMember(JSONPointer, rule: String)
  /// The version or a locale is malformed.
  case invalidIdentifier(IdentifierError)

  /// What is wrong, without the leading "the manifest cannot be read".
  public var reason: String {
    switch self {
    case .malformedJSON(let error): "it is not valid JSON (\(error))"
    case .repeatedKey(let pointer): "the key at \(pointer) is repeated"
    case .notAnObject: "it is not a JSON object"
    case .missingMember(let pointer): "\(pointer) is missing"
    case .wrongType(let pointer): "\(pointer) has the wrong type"
    case .invalidMember(let pointer, let rule): "\(pointer) must be \(rule)"
    case .invalidIdentifier(let error): "it names an \(error)"
    }
  }

  public var description: String { "the manifest cannot be read: \(reason)" }
}
