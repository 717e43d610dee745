import LabelsCore

/// Why a `manifest.json` cannot be read.
public enum ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The document is not a JSON object.
  case notAnObject
  /// A required member is absent or of the wrong type.
  case missingMember(String)
  /// A member has the right type but an impossible value.
  case malformedMember(String)
  /// An alias or its target is not a locale.
  case malformedAlias(String)
  /// The version or a locale is malformed.
  case invalidIdentifier(IdentifierError)

  public var description: String {
    switch self {
    case .notAnObject: "the manifest is not a JSON object"
    case .missingMember(let name): "the manifest has no valid \"\(name)\" member"
    case .malformedMember(let pointer): "the manifest member \(pointer) must be a non-negative integer"
    case .malformedAlias(let pointer): "the manifest member \(pointer) must map a locale to a locale"
    case .invalidIdentifier(let error): "the manifest names an \(error)"
    }
  }
}
