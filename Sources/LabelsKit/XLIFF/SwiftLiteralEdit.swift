import LabelsCore

/// One text of the defaults to rewrite in its Swift source: the label's member name (or plural form)
/// written before the literal, the text it has and the text it gets.
package struct SwiftLiteralEdit: Equatable, Sendable {
  /// Where the text is in the locale's labels.
  package let pointer: JSONPointer
  /// The name written before the literal (`welcome:`, `few:`, `0:` for the `=0` form); `nil` for a list
  /// element and for the format of a label of several counts.
  package let key: String?
  /// The text the defaults have.
  package let old: String
  /// The text to write.
  package let new: String

  /// An edit of the text at `pointer`, whose key is its last token: a plural form's name, `=0` as `0`, a
  /// list index as none.
  package init(pointer: JSONPointer, old: String, new: String) {
    self.pointer = pointer
    self.key = Self.key(of: pointer)
    self.old = old
    self.new = new
  }

  /// The name written before the literal of the text at `pointer`.
  static func key(of pointer: JSONPointer) -> String? {
    // A format of several counts is the unnamed first argument of `PluralText("…")`.
    guard let last = pointer.tokens.last, !last.allSatisfy(\.isNumber), last != PluralTextLabel.formatMarker
    else { return nil }
    if let number = PluralLabel.exactNumber(last) { return String(number) }
    return last
  }
}
