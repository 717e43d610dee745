import LabelsCore

/// The pipeline's one composition of baseline → diff → review state: the defaults against the baseline,
/// which the version policy reads, and the review state of the translations brought up to date with that
/// diff. `check`, `export`, `review`, `xliff`, `pull` and `studio` each reach it through this type.
package struct ReleaseComparison: Sendable {
  /// What the defaults were compared with.
  package let baseline: PublishedBaseline
  /// The changes from the baseline to the defaults; none without a baseline.
  package let report: ChangeReport
  /// The committed review state brought up to date with the defaults: what still holds, and every
  /// translation whose base text changed since the newest published version marked as needing review.
  /// When the newest version is the current one and cannot be read, what translators last saw is not
  /// known, and only what still holds is kept.
  package let reviewState: ReviewState

  /// Compares `documents` with the baseline (with its schema, so that an optional member that lost or
  /// got a value is told apart from a removed or added key) and brings `committedReview` up to date with
  /// them. A locale whose document equals the baseline's, as it does after every export, is not walked.
  package init(
    _ documents: LocalizedDocuments, against baseline: PublishedBaseline, committedReview: ReviewState
  ) {
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
    if case .newest = baseline {
      reviewState = committedReview.updated(publishing: documents, changes: report.changes)
    } else {
      reviewState = committedReview.holding(in: documents)
    }
  }

  /// The version policy for the defaults published at `version`.
  package func policy(at version: SemanticVersion) -> PublicationReview {
    PublicationReview(version: version, comparison: self)
  }
}
