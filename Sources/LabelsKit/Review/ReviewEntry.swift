import LabelsCore

/// The state of one label in one locale, and the translation it was given for: once the translation is
/// changed, by hand or by an import, the state no longer holds.
public struct ReviewEntry: Equatable, Sendable {
  /// The state.
  public let state: TranslationState
  /// The label's value in the locale when the state was given: a text, or a plural label's object.
  public let translation: JSONValue
  /// What an import found for an untranslated label and could not take, kept so that a translator can
  /// start from it: the translation as the input had it, and why lint would refuse it.
  public let refused: RefusedTranslation?

  /// Creates an entry.
  public init(state: TranslationState, translation: JSONValue, refused: RefusedTranslation? = nil) {
    self.state = state
    self.translation = translation
    self.refused = refused
  }
}
