/// How much a change matters to an app built against the old labels, from least to most.
package enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
  /// Text changed: no app change needed; may be re-exported into the same version.
  case content
  /// Something was added: old apps ignore it; needs at least a minor version bump.
  case additive
  /// Old apps can no longer decode or format the labels; needs a major version bump.
  case breaking

  package static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .content: 0
    case .additive: 1
    case .breaking: 2
    }
  }

}
