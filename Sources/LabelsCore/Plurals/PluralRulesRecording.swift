/// What an encoder holds under ``PluralRules/codingUserInfoKey`` to learn the rules of the plural labels
/// it encodes: the app's runtime finds so the locale of the defaults it loads remote labels over.
public protocol PluralRulesRecording: AnyObject, Sendable {
  /// Called with the rules of each plural label encoded, in the order they are encoded.
  func record(_ rules: PluralRules)
}
