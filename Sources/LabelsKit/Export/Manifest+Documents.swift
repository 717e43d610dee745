import LabelsCore

extension Manifest {
  /// Describes a set of documents at a version.
  package init(
    version: SemanticVersion, documents: LocalizedDocuments, baseLocale: LocaleIdentifier,
    aliases: [LocaleIdentifier: LocaleIdentifier] = [:]
  ) {
    self.init(
      version: version,
      baseLocale: baseLocale,
      labelCounts: documents.documents.mapValues(\.labelCount),
      aliases: aliases
    )
  }
}
