import LabelsCore

extension SemanticVersion {
  /// The next version for a bump: `1.2.3` → `1.2.4` (patch), `1.3.0` (minor), `2.0.0` (major).
  package func bumped(_ bump: VersionBump) -> SemanticVersion {
    switch bump {
    case .none: self
    case .patch: SemanticVersion(major: major, minor: minor, patch: patch + 1)
    case .minor: SemanticVersion(major: major, minor: minor + 1, patch: 0)
    case .major: SemanticVersion(major: major + 1, minor: 0, patch: 0)
    }
  }

  /// The bump that leads from `previous` to this version, when it is exactly one step
  /// (`1.2.3` → `1.2.4`, `1.3.0` or `2.0.0`); `nil` for a skip, a step back or the same version.
  package func bump(from previous: SemanticVersion) -> VersionBump? {
    [VersionBump.major, .minor, .patch].first { previous.bumped($0) == self }
  }
}
