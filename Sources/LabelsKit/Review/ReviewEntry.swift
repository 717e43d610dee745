import LabelsCore

/// The state of one label in one locale, and the translation it was given for: once the translation is
/// changed, by hand or by an import, the state no longer holds.
package struct ReviewEntry: Equatable, Sendable {
  /// The state.
  package let state: TranslationState
  /// The label's value in the locale when the state was given: a text, or a plural label's object.
  package let translation: JSONValue
  /// What an import found for an untranslated label and could not take, kept so that a translator can
  /// start from it: the translation as the input had it, and why lint would refuse it.
  package let refused: RefusedTranslation?

  /// Creates an entry.
  package init(state: TranslationState, translation: JSONValue, refused: RefusedTranslation? = nil) {
    self.state = state
    self.translation = translation
    self.refused = refused
  }
}
