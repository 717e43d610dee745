import LabelsCore

/// How many labels of an older document took a newer text in a ``LabelProjection``, and how many kept
/// their last text. Labels are strings, counted as ``JSONValue/labelCount`` counts them.
package struct ProjectionSummary: Hashable, Sendable, CustomStringConvertible {
  /// Labels that took a newer text different from their last one.
  package internal(set) var updated: Int
  /// Labels whose newer text is the same as their last one.
  package internal(set) var unchanged: Int
  /// Labels that kept their last text: the newer document lacks them, or changed their type or their
  /// placeholders.
  package internal(set) var kept: Int

  /// Creates a summary from its counts.
  package init(updated: Int = 0, unchanged: Int = 0, kept: Int = 0) {
    self.updated = updated
    self.unchanged = unchanged
    self.kept = kept
  }

  /// The counts of two summaries added up.
  package static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      updated: lhs.updated + rhs.updated, unchanged: lhs.unchanged + rhs.unchanged, kept: lhs.kept + rhs.kept)
  }

  /// The counts in a sentence, such as `2 labels updated, 10 unchanged, 1 kept its last text`.
  package var description: String {
    "\(updated) label\(updated == 1 ? "" : "s") updated, \(unchanged) unchanged, "
      + "\(kept) kept \(kept == 1 ? "its" : "their") last text"
  }
}
