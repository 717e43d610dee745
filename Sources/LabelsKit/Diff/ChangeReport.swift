import LabelsCore

/// Every change between two versions of the labels, in a deterministic order, with the verdict.
package struct ChangeReport: Equatable, Sendable {
  /// The changes, sorted by locale (none first), then path (see ``JSONPointer``), then rule id, then id.
  package let changes: [Change]

  /// Creates a report, sorting the changes.
  package init(_ changes: [Change]) {
    // Sorting positions moves integers instead of whole changes.
    let order = changes.indices.sorted { Self.precedes(changes[$0], changes[$1]) }
    self.changes = order.map { changes[$0] }
    verdict = Verdict(changes.lazy.map { $0.severity }.max())
  }

  /// The highest severity found, or identical.
  package let verdict: Verdict

  /// The version bump the verdict calls for.
  package var suggestedBump: VersionBump { verdict.suggestedBump }

  /// How many changes of each severity there are.
  package var summary: ChangeSummary { ChangeSummary(changes) }

  /// The changes at or above a severity, in report order; what `--fail-on` fails on.
  package func changes(atLeast severity: Severity) -> [Change] {
    changes.filter { $0.severity >= severity }
  }

  private static func precedes(_ lhs: Change, _ rhs: Change) -> Bool {
    if lhs.locale != rhs.locale {
      guard let left = lhs.locale else { return true }
      guard let right = rhs.locale else { return false }
      return left < right
    }
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
    return (lhs.id ?? "").utf8.lexicographicallyPrecedes((rhs.id ?? "").utf8)
  }
}
