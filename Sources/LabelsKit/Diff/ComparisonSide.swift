import LabelsCore

/// One side of `diff`, loaded: a single document, or the documents of every locale.
package enum ComparisonSide: Sendable {
  /// A single JSON file.
  case document(path: String, value: JSONValue)
  /// A version folder, or the current defaults (whose files are those export would write).
  case version(folder: String, documents: LocalizedDocuments, schema: JSONSchema?)

  /// The document a change on this side is in.
  package func document(for locale: LocaleIdentifier?) -> JSONValue? {
    switch self {
    case .document(_, let value): value
    case .version(_, let documents, _): locale.flatMap { documents.documents[$0] }
    }
  }

  /// The changes from `old` to `new`: two documents compare as one, two versions locale by locale
  /// with the old schema; `nil` when one is a document and the other a version.
  package static func compare(old: ComparisonSide, new: ComparisonSide) -> ChangeReport? {
    switch (old, new) {
    case (.document(_, let oldValue), .document(_, let newValue)):
      SchemaDiff.compare(old: oldValue, new: newValue)
    case (.version(_, let oldDocuments, let oldSchema), .version(_, let newDocuments, _)):
      SchemaDiff.compare(old: oldDocuments, new: newDocuments, oldSchema: oldSchema)
    default:
      nil
    }
  }
}
