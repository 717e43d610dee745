import LabelsCore

/// The one diff of a release: the defaults against the baseline, which both the version policy and the
/// review state of the translations read.
package struct ReleaseComparison: Sendable {
  /// What the defaults were compared with.
  package let baseline: PublishedBaseline
  /// The changes from the baseline to the defaults; none without a baseline.
  package let report: ChangeReport

  /// Compares `documents` with the baseline (with its schema, so that an optional member that lost or
  /// got a value is told apart from a removed or added key). A locale whose document equals the
  /// baseline's, as it does after every export, is not walked.
  package init(_ documents: LocalizedDocuments, against baseline: PublishedBaseline) {
    self.baseline = baseline
    report =
      baseline.compared.map { compared in
        let unchanged = documents.locales.filter {
          compared.folder.documents.documents[$0] == documents.documents[$0]
        }
        return SchemaDiff.compare(
          old: compared.folder.documents, new: documents, oldSchema: compared.folder.schema,
          unchanged: Set(unchanged))
      } ?? ChangeReport([])
  }

  /// The `committed` review state brought up to date with `documents`: what still holds, and every
  /// translation whose base text changed since the newest published version marked as needing review.
  /// When the newest version is the current one and cannot be read, what translators last saw is not
  /// known, and only what still holds is kept.
  package func reviewState(_ committed: ReviewState, publishing documents: LocalizedDocuments) -> ReviewState
  {
    guard case .newest = baseline else { return committed.holding(in: documents) }
    return committed.updated(publishing: documents, changes: report.changes)
  }

  /// The version policy for the defaults published at `version`.
  package func policy(at version: SemanticVersion) -> PublicationReview {
    PublicationReview(version: version, comparison: self)
  }
}
