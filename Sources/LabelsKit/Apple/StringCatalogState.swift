/// The state of a localization in a String Catalog, as Xcode's editor shows it and writes it in each
/// `stringUnit`.
package enum StringCatalogState: String, Equatable, Sendable {
  /// Done: Xcode shows no mark.
  case translated
  /// The source text changed since the translation was written.
  case needsReview = "needs_review"
  /// Not yet reviewed.
  case new

  /// The state Xcode shows for a translation in `state` (``TranslationState``, `nil` for translated and
  /// reviewed), or `nil` for an untranslated one, whose text is the base locale's and must be left out.
  package init?(_ state: TranslationState?) {
    switch state {
    case nil: self = .translated
    case .new: self = .new
    case .needsReview: self = .needsReview
    case .untranslated: return nil
    }
  }
}
