import LabelsCore

/// Why a String Catalog (`.xcstrings`) cannot be read.
package enum StringCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not valid JSON.
  case malformedJSON(JSONReadError)
  /// A member is missing or of the wrong type, at a JSON Pointer.
  case notACatalog(pointer: String, expected: String)
  /// The source language or a localization is not a BCP 47 tag.
  case invalidLocale(pointer: String, IdentifierError)

  /// Where the error is in the catalog at `path`: the line and column too, for malformed JSON.
  package func location(in path: String) -> FileLocation {
    guard case .malformedJSON(let error) = self else { return FileLocation(file: path) }
    return FileLocation(file: path, line: error.line, column: error.column)
  }

  package var description: String {
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
