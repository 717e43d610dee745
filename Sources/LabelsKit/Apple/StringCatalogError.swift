import LabelsCore

/// Why a String Catalog (`.xcstrings`) cannot be read.
public enum StringCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not valid JSON.
  case malformedJSON(JSONReadError)
  /// A member is missing or of the wrong type, at a JSON Pointer.
  case notACatalog(pointer: String, expected: String)
  /// The source language or a localization is not a BCP 47 tag.
  case invalidLocale(pointer: String, IdentifierError)

  /// The line and column, for malformed JSON.
  public var position: (line: Int, column: Int)? {
    if case .malformedJSON(let error) = self { return (error.line, error.column) }
    return nil
  }

  public var description: String {
    switch self {
    case .malformedJSON(let error):
      error.message
    case .notACatalog(let pointer, let expected):
      "is not a String Catalog: \(pointer.isEmpty ? "the top level" : pointer) must be \(expected)"
    case .invalidLocale(let pointer, let error):
      "\(pointer): \(error)"
    }
  }
}
