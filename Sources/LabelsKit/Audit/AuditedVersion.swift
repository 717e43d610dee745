import LabelsCore

/// A published version that passed the audit's reading: its documents and the schema they validate against.
public struct AuditedVersion: Sendable {
  /// The version.
  public let version: SemanticVersion
  /// Every locale's document, with the base locale.
  public let documents: LocalizedDocuments
  /// The schema of `schema.json`.
  public let schema: JSONSchema
  /// The bytes each file of the folder was read from, by file name: a locale whose file has the same
  /// bytes in another version has the same document there, which no comparison needs to walk.
  public let files: [String: [UInt8]]

  /// The locales whose files have the same bytes in `self` and `other`: their documents are the same.
  public func unchangedLocales(since other: AuditedVersion) -> Set<LocaleIdentifier> {
    unchangedLocales(since: other.files)
  }

  /// The locales whose files have the same bytes in `self` and in the folder `files`.
  public func unchangedLocales(since files: [String: [UInt8]]) -> Set<LocaleIdentifier> {
    Set(
      documents.locales.filter { locale in
        guard let bytes = self.files[locale.fileName], let other = files[locale.fileName] else {
          return false
        }
        return bytes == other
      })
  }
}
