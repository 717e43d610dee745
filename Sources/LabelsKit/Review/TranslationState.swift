/// Where a translation stands when its text alone does not say: kept in the review state file
/// (``ReviewState``) beside the defaults, carried into XLIFF and String Catalogs, reported by `lint`.
/// A translation without a state is translated and reviewed.
package enum TranslationState: String, CaseIterable, Sendable {
  /// The locale has no translation of its own: the text is the base locale's, copied to fill a gap.
  /// Never written out as a translation.
  case untranslated
  /// A translation nobody has reviewed yet (a String Catalog's or XLIFF's `new`).
  case new
  /// The base text changed after this translation was made, or a translator asked for a second look.
  case needsReview = "needs-review"
}
