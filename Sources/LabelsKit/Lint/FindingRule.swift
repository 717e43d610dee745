/// The rules of lint and of the upload pre-flight; the raw value is the id printed in brackets.
public enum FindingRule: String, CaseIterable, Sendable {
  /// A locale's placeholders differ from the base locale's for the same label.
  case placeholderMismatch = "placeholder-mismatch"
  /// A malformed format specifier.
  case placeholderInvalid = "placeholder-invalid"
  /// An empty string.
  case emptyValue = "empty-value"
  /// Leading or trailing whitespace.
  case whitespace
  /// A value identical to the base locale's in another locale.
  case untranslated
  /// A key that Firebase Realtime Database cannot hold.
  case firebaseKey = "firebase-key"
  /// A path longer than the store's 768-byte limit.
  case firebasePathLength = "firebase-path-length"
  /// A path deeper than the store's 32 levels.
  case firebaseDepth = "firebase-depth"
  /// An empty object or array, which the store does not keep.
  case firebaseEmpty = "firebase-empty"
  /// A `null`, which deletes the node.
  case firebaseNull = "firebase-null"
  /// An object whose keys are all non-negative integers, which the store may return as an array.
  case firebaseIntegerKeys = "firebase-integer-keys"
  /// A string over the store's 10 MB limit.
  case firebaseStringSize = "firebase-string-size"
  /// An upload over the 16 MB an SDK writes at once (warning) or the 256 MB of one REST write (error).
  case firebaseWriteSize = "firebase-write-size"
}
