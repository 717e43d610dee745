import LabelsCore

/// A published version that passed the audit's reading: its documents and the schema they validate against.
public struct AuditedVersion: Sendable {
  /// The version.
  public let version: SemanticVersion
  /// Every locale's document, with the base locale.
  public let documents: LocalizedDocuments
  /// The schema of `schema.json`.
  public let schema: JSONSchema
}
