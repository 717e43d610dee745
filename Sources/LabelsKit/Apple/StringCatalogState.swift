/// The state of a localization in a String Catalog, as Xcode's editor shows it and writes it in each
/// `stringUnit`.
public enum StringCatalogState: String, Equatable, Sendable {
  /// Done: Xcode shows no mark.
  case translated
  /// The source text changed since the translation was written.
  case needsReview = "needs_review"
  /// Not yet reviewed.
  case new
}
