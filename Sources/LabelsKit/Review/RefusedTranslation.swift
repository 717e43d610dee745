import LabelsCore

/// A translation an import read and did not take, because lint would refuse it: the label is a gap, with
/// the input's translation and the reason kept in the review state.
package struct RefusedTranslation: Equatable, Sendable {
  /// The translation as the input had it: a text, or a plural label's `@plural` object.
  package let original: JSONValue
  /// Why lint would refuse it, with the rule: `has placeholders %1$d but ... [placeholder-mismatch]`.
  package let reason: String

  /// Creates one.
  package init(original: JSONValue, reason: String) {
    self.original = original
    self.reason = reason
  }
}
