import LabelsCore

/// What the version policy says about publishing the current defaults.
package enum PolicyDecision: Equatable, Sendable {
  /// Nothing is published yet: any version may be the first.
  case firstVersion
  /// The current version is published and the defaults are identical to it.
  case unchanged
  /// The current version is published and only content changed: it may be re-exported in place.
  case contentInPlace
  /// The current version is one valid step after the newest published version.
  case newVersion(from: SemanticVersion, bump: VersionBump)
  /// Publishing is refused.
  case refused(PolicyViolation)

  /// Whether publishing may go ahead.
  package var isAllowed: Bool {
    if case .refused = self { return false }
    return true
  }
}
