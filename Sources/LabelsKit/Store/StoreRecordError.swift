/// Why the publication record read from the store cannot be used.
package enum StoreRecordError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The value at the pointer (within the record) is not an object.
  case notAnObject(pointer: String)
  /// A member the record needs is missing or not a valid string.
  case missing(pointer: String)

  /// The JSON Pointer, within the document read, of the value that cannot be used.
  package var pointer: String {
    switch self {
    case .notAnObject(let pointer), .missing(let pointer): pointer
    }
  }

  package var description: String {
    switch self {
    case .notAnObject(let pointer):
      "the publication record is not an object at '\(pointer)'"
    case .missing(let pointer):
      "the publication record has no valid value at '\(pointer)'"
    }
  }
}
