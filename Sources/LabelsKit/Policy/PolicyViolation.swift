/// Why the version policy refuses to publish the current defaults, with the version to use instead.
public enum PolicyViolation: Equatable, Sendable, CustomStringConvertible {
  /// The current version is published and the change is additive or breaking.
  case needsBump(published: SemanticVersion, verdict: Verdict, suggested: SemanticVersion)
  /// The current version is a step after the baseline, but too small a step for the change.
  case insufficientBump(
    from: SemanticVersion, to: SemanticVersion, verdict: Verdict, suggested: SemanticVersion)
  /// The current version is more than one step after the newest published version.
  case skipsVersions(from: SemanticVersion, to: SemanticVersion)
  /// The current version is older than the newest published version and not published itself.
  case goesBackwards(newest: SemanticVersion, current: SemanticVersion)

  public var description: String {
    switch self {
    case .needsBump(let published, let verdict, let suggested):
      "version \(published) is published and this change is \(verdict.rawValue): \(consequence(verdict, published)); "
        + "set Labels.schemaVersion to \(suggested)"
    case .insufficientBump(let from, let to, let verdict, let suggested):
      "the change from \(from) is \(verdict.rawValue), which needs a \(verdict.suggestedBump.rawValue) bump, "
        + "but \(to) is a \(to.bump(from: from)?.rawValue ?? "different") bump; set Labels.schemaVersion to \(suggested)"
    case .skipsVersions(let from, let to):
      "version \(to) skips versions after the newest published \(from); set Labels.schemaVersion to "
        + "\(from.bumped(.patch)), \(from.bumped(.minor)) or \(from.bumped(.major))"
    case .goesBackwards(let newest, let current):
      "version \(current) is older than the newest published \(newest); set Labels.schemaVersion to "
        + "\(newest) or later"
    }
  }

  private func consequence(_ verdict: Verdict, _ published: SemanticVersion) -> String {
    verdict == .breaking
      ? "apps of \(published) could no longer decode or format their labels"
      : "apps built with the new labels must not read \(published) data that lacks them"
  }
}
