import LabelsCore

/// The version policy applied to the labels about to be published: the published version they are
/// compared with (the baseline), what changed since it, and whether they may be published at their
/// version.
package struct PublicationReview: Equatable, Sendable {
  /// The version the labels would be published at.
  package let version: SemanticVersion
  /// The published version they were compared with; `nil` when nothing is published.
  package let baseline: SemanticVersion?
  /// The changes from the baseline to the labels (none without a baseline).
  package let report: ChangeReport
  /// What the policy says.
  package let decision: PolicyDecision

  private init(
    _ documents: LocalizedDocuments, version: SemanticVersion,
    baseline: (version: SemanticVersion, documents: LocalizedDocuments, schema: JSONSchema?)?,
    unchanged: Set<LocaleIdentifier>
  ) {
    self.version = version
    self.baseline = baseline?.version
    if let baseline {
      report = SchemaDiff.compare(
        old: baseline.documents, new: documents, oldSchema: baseline.schema, unchanged: unchanged)
    } else {
      report = ChangeReport([])
    }
    decision = VersionPolicy.evaluate(current: version, newest: self.baseline, verdict: report.verdict)
  }

  /// The version policy for labels published at `version`, from the release's one diff.
  package init(version: SemanticVersion, comparison: ReleaseComparison) {
    self.version = version
    baseline = comparison.baseline.compared?.version
    report = comparison.report
    decision = VersionPolicy.evaluate(current: version, newest: baseline, verdict: report.verdict)
  }

  /// Reviews a published version as it is now against what was first published at that version. Only
  /// content may change in a published version, so the decision is unchanged, content in place, or a
  /// refusal naming the version the change needs instead.
  package static func republication(of current: AuditedVersion, asFirstPublished first: AuditedVersion)
    -> PublicationReview
  {
    Self(
      current.documents, version: current.version,
      baseline: (first.version, first.documents, first.schema),
      unchanged: current.unchangedLocales(since: first))
  }
}
