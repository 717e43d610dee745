import LabelsCore

/// The version policy applied to the labels about to be published: the published version they are
/// compared with (the baseline), what changed since it, and whether they may be published at their
/// version.
public struct PublicationReview: Equatable, Sendable {
  /// The version the labels would be published at.
  public let version: SemanticVersion
  /// The published version they were compared with; `nil` when nothing is published.
  public let baseline: SemanticVersion?
  /// The changes from the baseline to the labels (none without a baseline).
  public let report: ChangeReport
  /// What the policy says.
  public let decision: PolicyDecision

  private init(
    _ documents: LocalizedDocuments, version: SemanticVersion,
    baseline: (version: SemanticVersion, documents: LocalizedDocuments, schema: JSONSchema?)?
  ) {
    self.version = version
    self.baseline = baseline?.version
    if let baseline {
      report = SchemaDiff.compare(old: baseline.documents, new: documents, oldSchema: baseline.schema)
    } else {
      report = ChangeReport([])
    }
    decision = VersionPolicy.evaluate(current: version, newest: self.baseline, verdict: report.verdict)
  }

  /// Reviews `documents`, to be published at `version`, against the newest published version, read
  /// through `read`. When that is `version` itself and cannot be read (torn by a killed export, or
  /// damaged by hand, which export is about to repair), the version before it is the baseline instead.
  /// - Returns: the review, and why the folder of `version` could not be read when it was passed over.
  /// - Throws: what `read` throws for any other baseline.
  public static func review<Failure: Error>(
    _ documents: LocalizedDocuments,
    at version: SemanticVersion,
    against published: PublishedVersions,
    read: (SemanticVersion) throws(Failure) -> PublishedVersion
  ) throws(Failure) -> (review: PublicationReview, unreadableCurrent: Failure?) {
    guard let newest = published.newest else {
      return (Self(documents, version: version, baseline: nil), nil)
    }
    do throws(Failure) {
      let newestFolder = try read(newest)
      return (
        Self(documents, version: version, baseline: (newest, newestFolder.documents, newestFolder.schema)),
        nil
      )
    } catch  where newest == version {
      var previous: (SemanticVersion, LocalizedDocuments, JSONSchema?)?
      if let older = published.all.dropLast().last {
        let olderFolder = try read(older)
        previous = (older, olderFolder.documents, olderFolder.schema)
      }
      return (Self(documents, version: version, baseline: previous), error)
    }
  }

  /// Reviews a published version as it is now against what was first published at that version. Only
  /// content may change in a published version, so the decision is unchanged, content in place, or a
  /// refusal naming the version the change needs instead.
  public static func republication(of current: AuditedVersion, asFirstPublished first: AuditedVersion)
    -> PublicationReview
  {
    Self(
      current.documents, version: current.version,
      baseline: (first.version, first.documents, first.schema))
  }
}
