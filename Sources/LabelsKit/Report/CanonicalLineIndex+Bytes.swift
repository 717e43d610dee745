import LabelsCore

extension CanonicalLineIndex {
  /// The line index of `document` as printed in a file holding `bytes`: the one rule for whether a
  /// file's lines can be given. They can when the bytes are exactly the canonical text of the document
  /// (as every export is), or when there is no file yet (`nil`: an export about to be written); not
  /// otherwise. With `pointers`, only those values and their ancestors are indexed.
  package init?(bytes: [UInt8]?, holding document: JSONValue, for pointers: [JSONPointer]? = nil) {
    if let bytes, !CanonicalJSONWriter.isCanonical(bytes, of: document) { return nil }
    if let pointers { self.init(document, for: pointers) } else { self.init(document) }
  }
}
