import LabelsCore

/// A JSON document read to be printed in the canonical form (`format`): from its own bytes when
/// ``CanonicalJSONFormatter`` reads it (every valid document without an escaped key), else from the
/// value ``StrictJSONReader`` reads.
package enum CanonicalDocument: Sendable {
  /// Printed from the document's bytes.
  case bytes(CanonicalJSONFormatter)
  /// Printed from the value read.
  case value(JSONValue)

  /// Reads JSON strictly, over its bytes (a mapped file's, say) when it prints from them.
  /// - Throws: ``JSONReadError`` when it is malformed.
  package init(_ document: DocumentBytes) throws(JSONReadError) {
    if let formatter = CanonicalJSONFormatter(document) {
      self = .bytes(formatter)
    } else {
      self = .value(try StrictJSONReader.read(Array(document.buffer)))
    }
  }

  /// Whether `document`, the bytes this was read from, is already canonical.
  package func isCanonical(_ document: DocumentBytes) -> Bool {
    switch self {
    case .bytes(let formatter): formatter.isCanonical
    case .value(let value): CanonicalJSONWriter.isCanonical(document.buffer, of: value)
    }
  }

  /// Writes the canonical form, in pieces, to `output`.
  package func write(to output: (UnsafeBufferPointer<UInt8>) -> Void) {
    switch self {
    case .bytes(let formatter): formatter.write(to: output)
    case .value(let value): CanonicalJSONWriter.write(value, to: output)
    }
  }

  /// The diagnostic of a file named `name` that is not in the canonical form, with the command that
  /// prints it canonically.
  package static func notCanonical(_ name: String) -> Diagnostic {
    Diagnostic(
      .error, at: FileLocation(file: name), "is not in the canonical form",
      fix: "print it with 'LabelsParser format \(name)'")
  }
}
