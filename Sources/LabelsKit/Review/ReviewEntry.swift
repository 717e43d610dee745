import LabelsCore

/// The state of one label in one locale, and the translation it was given for: once the translation is
/// changed, by hand or by an import, the state no longer holds.
public struct ReviewEntry: Equatable, Sendable {
  /// The state.
  public let state: TranslationState
  /// The label's value in the locale when the state was given: a text, or a plural label's object.
  public let translation: JSONValue

  /// Creates an entry.
  public init(state: TranslationState, translation: JSONValue) {
    self.state = state
    self.translation = translation
  }
}
