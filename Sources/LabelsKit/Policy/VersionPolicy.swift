import LabelsCore

/// The rule of design section 4, as every command applies it: the current defaults are compared with
/// the newest published version; content may be re-exported into it; an additive change needs a minor
/// bump; a breaking change a major bump; a new version is exactly one step after the newest, and
/// never older than it.
package enum VersionPolicy {
  /// Decides whether the current defaults may be published at `current`.
  /// - Parameters:
  ///   - current: `Labels.schemaVersion`.
  ///   - newest: the newest published version, `nil` when nothing is published yet.
  ///   - verdict: the verdict of the diff from the newest published documents to the current defaults.
  package static func evaluate(current: SemanticVersion, newest: SemanticVersion?, verdict: Verdict)
    -> PolicyDecision
  {
    guard let newest else { return .firstVersion }
    let required = requiredVersion(after: newest, verdict: verdict)
    if current == newest {
      switch verdict {
      case .identical: return .unchanged
      case .content: return .contentInPlace
      case .additive, .breaking:
        return .refused(.needsBump(published: newest, verdict: verdict, required: required))
      }
    }
    if current < newest {
      return .refused(.goesBackwards(newest: newest, current: current, verdict: verdict, required: required))
    }
    guard let bump = current.bump(from: newest) else {
      return .refused(.skipsVersions(newest: newest, current: current, verdict: verdict, required: required))
    }
    guard bump >= verdict.suggestedBump else {
      return .refused(
        .insufficientBump(newest: newest, current: current, verdict: verdict, required: required))
    }
    return .newVersion(from: newest, bump: bump)
  }

  /// The one version the current defaults may be published at after `newest` for a verdict: `newest`
  /// itself for identical or content, the next minor for additive, the next major for breaking.
  package static func requiredVersion(after newest: SemanticVersion, verdict: Verdict) -> SemanticVersion {
    newest.bumped(verdict.suggestedBump)
  }
}
