/// Which part of the semantic version a set of changes calls for, from none to major.
package enum VersionBump: String, Hashable, Comparable, Sendable, CaseIterable {
  /// Nothing changed.
  case none
  /// Content only: `1.2.3` → `1.2.4`.
  case patch
  /// Additive: `1.2.3` → `1.3.0`.
  case minor
  /// Breaking: `1.2.3` → `2.0.0`.
  case major

  package static func < (lhs: VersionBump, rhs: VersionBump) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .none: 0
    case .patch: 1
    case .minor: 2
    case .major: 3
    }
  }
}
