/// The rule of design section 4: content may be re-exported into a published version; an additive
/// change needs at least a minor bump of the schema version; a breaking change needs a major bump;
/// a new version is exactly one step after the newest published one.
public enum VersionPolicy {
  /// The published version the current defaults are compared with: the current version's own folder
  /// when it is published, else the newest published version.
  /// - Parameters:
  ///   - current: `Labels.schemaVersion`.
  ///   - published: the versions in `Exports/`.
  /// - Returns: `nil` when nothing is published yet.
  public static func baseline(for current: SemanticVersion, published: [SemanticVersion]) -> SemanticVersion?
  {
    published.contains(current) ? current : published.max()
  }

  /// Decides whether the current defaults may be published at `current`.
  /// - Parameters:
  ///   - current: `Labels.schemaVersion`.
  ///   - baseline: the version compared with (see ``baseline(for:published:)``), `nil` when none.
  ///   - verdict: the verdict of the diff from the baseline's documents to the current defaults.
  public static func evaluate(current: SemanticVersion, baseline: SemanticVersion?, verdict: Verdict)
    -> PolicyDecision
  {
    guard let baseline else { return .firstVersion }
    if baseline == current {
      switch verdict {
      case .identical: return .unchanged
      case .content: return .contentInPlace
      case .additive, .breaking:
        return .refused(
          .needsBump(published: current, verdict: verdict, suggested: current.bumped(verdict.suggestedBump)))
      }
    }
    if current < baseline { return .refused(.goesBackwards(newest: baseline, current: current)) }
    guard let bump = current.bump(from: baseline) else {
      return .refused(.skipsVersions(from: baseline, to: current))
    }
    guard bump >= verdict.suggestedBump else {
      return .refused(
        .insufficientBump(
          from: baseline, to: current, verdict: verdict, suggested: baseline.bumped(verdict.suggestedBump))
      )
    }
    return .newVersion(from: baseline, bump: bump)
  }
}
