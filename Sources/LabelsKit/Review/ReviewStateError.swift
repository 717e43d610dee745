import LabelsCore

/// Why the review state file cannot be read.
package enum ReviewStateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON.
  case malformedJSON(JSONReadError)
  /// A member is missing or of the wrong kind, at its JSON Pointer within the file.
  case unexpected(pointer: String, expected: String)

  package var description: String {
    switch self {
    case .malformedJSON(let error):
      "is not valid JSON: \(error); the tool writes this file, so restore it from git"
    case .unexpected(let pointer, let expected):
      "\(pointer.isEmpty ? "the file" : pointer) should be \(expected); the tool writes this file, "
        + "so restore it from git"
    }
  }
}
