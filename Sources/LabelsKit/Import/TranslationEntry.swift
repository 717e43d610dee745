/// One imported label: its key as the team wrote it, its text, plural forms or format and variables, and
/// where it comes from.
package struct TranslationEntry: Equatable, Sendable {
  /// The key, such as `login.welcome`.
  package private(set) var key: String
  /// The text; for a plural label, its `other` form; for a label of several counts, its format.
  package let value: String
  /// A plural label's forms by `@plural` member name (`one`, `other`, `=0`); `nil` for a text label.
  package let plural: [String: String]?
  /// A label of several counts' forms of each variable, by variable name (each as `@plural` members);
  /// `nil` for any other label.
  package let variables: [String: [String: String]]?
  /// Where the entry is.
  package let location: FileLocation
  /// The translators' comment on the key (a `.strings` comment before it, a String Catalog `comment`).
  package let comment: String?
  /// The review state the input gives the translation (a String Catalog's `new` or `needs_review`).
  package let state: TranslationState?

  /// Creates a text entry.
  package init(
    key: String, value: String, location: FileLocation, comment: String? = nil, state: TranslationState? = nil
  ) {
    self.key = key
    self.value = value
    self.plural = nil
    self.variables = nil
    self.location = location
    self.comment = comment
    self.state = state
  }

  /// Creates the entry of a label of several counts: its format and each variable's forms.
  package init(
    key: String, format: String, variables: [String: [String: String]], location: FileLocation,
    comment: String? = nil, state: TranslationState? = nil
  ) {
    self.key = key
    self.value = format
    self.plural = nil
    self.variables = variables
    self.location = location
    self.comment = comment
    self.state = state
  }

  /// Creates a plural entry; its forms must have `other`.
  package init(key: String, plural: [String: String], location: FileLocation, comment: String? = nil) {
    self.key = key
    self.value = plural["other"] ?? ""
    self.plural = plural
    self.variables = nil
    self.location = location
    self.comment = comment
    self.state = nil
  }

  /// The same entry under another key: a table's key qualified by its group (``TableNamespaces``).
  func rekeyed(_ key: String) -> TranslationEntry {
    var entry = self
    entry.key = key
    return entry
  }
}
