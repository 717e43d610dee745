import LabelsCore

/// Why the version policy refuses to publish the current defaults, with the one version that passes.
package enum PolicyViolation: Equatable, Sendable, CustomStringConvertible {
  /// The current version is the newest published one and the change is additive or breaking.
  case needsBump(published: SemanticVersion, verdict: Verdict, required: SemanticVersion)
  /// The current version is a step after the newest published one, but too small a step for the change.
  case insufficientBump(
    newest: SemanticVersion, current: SemanticVersion, verdict: Verdict, required: SemanticVersion)
  /// The current version is more than one step after the newest published version.
  case skipsVersions(
    newest: SemanticVersion, current: SemanticVersion, verdict: Verdict, required: SemanticVersion)
  /// The current version is older than the newest published version.
  case goesBackwards(
    newest: SemanticVersion, current: SemanticVersion, verdict: Verdict, required: SemanticVersion)

  /// The version to set `Labels.schemaVersion` to: the one that passes the policy.
  package var required: SemanticVersion {
    switch self {
    case .needsBump(_, _, let required), .insufficientBump(_, _, _, let required),
      .skipsVersions(_, _, _, let required), .goesBackwards(_, _, _, let required):
      required
    }
  }

  package var description: String {
    switch self {
    case .needsBump(let published, let verdict, let required):
      "version \(published) is published and this change is \(verdict.rawValue): "
        + "\(consequence(verdict, published)); set Labels.schemaVersion to \(required)"
    case .insufficientBump(let newest, let current, let verdict, _):
      "the change from \(newest) is \(verdict.rawValue), which needs a \(verdict.suggestedBump.rawValue) bump, "
        + "but \(current) is a \(current.bump(from: newest)?.rawValue ?? "different") bump; " + fix
    case .skipsVersions(let newest, let current, let verdict, _):
      "version \(current) skips versions after the newest published \(newest) "
        + "(the change is \(verdict.rawValue)); " + fix
    case .goesBackwards(let newest, let current, let verdict, _):
      "version \(current) is older than the newest published \(newest) "
        + "(the change from \(newest) is \(verdict.rawValue)); " + fix
    }
  }

  private var fix: String {
    "set Labels.schemaVersion to \(required)"
  }

  private func consequence(_ verdict: Verdict, _ published: SemanticVersion) -> String {
    verdict == .breaking
      ? "apps of \(published) could no longer decode or format their labels"
      : "apps built with the new labels must not read \(published) data that lacks them"
  }
}
