import LabelsCore

/// A published version that passed the audit's reading: its documents and the schema they validate against.
package struct AuditedVersion: Sendable {
  /// The version.
  package let version: SemanticVersion
  /// Every locale's document, with the base locale.
  package let documents: LocalizedDocuments
  /// The schema of `schema.json`.
  package let schema: JSONSchema
  /// The bytes each file of the folder was read from, by file name: a locale whose file has the same
  /// bytes in another version has the same document there, which no comparison needs to walk.
  package let files: [String: [UInt8]]

  /// The locales whose files have the same bytes in `self` and `other`: their documents are the same.
  package func unchangedLocales(since other: AuditedVersion) -> Set<LocaleIdentifier> {
    unchangedLocales(since: other.files)
  }

  /// The locales whose files have the same bytes in `self` and in the folder `files`.
  package func unchangedLocales(since files: [String: [UInt8]]) -> Set<LocaleIdentifier> {
    Set(
      documents.locales.filter { locale in
        guard let bytes = self.files[locale.fileName], let other = files[locale.fileName] else {
          return false
        }
        return bytes == other
      })
  }
}
