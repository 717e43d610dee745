import LabelsCore

/// One finding of the diff: what changed, where, and how much it matters.
package struct Change: Equatable, Sendable {
  /// The kind of change.
  package let rule: ChangeRule
  /// The locale whose document changed; `nil` when two single documents were compared.
  package let locale: LocaleIdentifier?
  /// Where the change is: in NEW, or in OLD for a removal; the root for a whole locale.
  package let path: JSONPointer
  /// The value in OLD: the removed or changed subtree; for `translation-stale`, the base locale's old
  /// text; `nil` for additions and whole locales.
  package let old: JSONValue?
  /// The value in NEW: the added or changed subtree; for `translation-stale`, the base locale's new
  /// text; `nil` for removals and whole locales.
  package let new: JSONValue?
  /// The `id` of the array element the change is in, when its array matches elements by id.
  package let id: String?
  /// A note for people, such as `possibly renamed to /login/hello`; it never changes the severity.
  package let hint: String?

  /// Creates a finding.
  package init(
    rule: ChangeRule,
    locale: LocaleIdentifier? = nil,
    path: JSONPointer,
    old: JSONValue? = nil,
    new: JSONValue? = nil,
    id: String? = nil,
    hint: String? = nil
  ) {
    self.rule = rule
    self.locale = locale
    self.path = path
    self.old = old
    self.new = new
    self.id = id
    self.hint = hint
  }

  /// How much the change matters, from its rule.
  package var severity: Severity { rule.severity }

  /// A lowercase sentence saying what changed, with the values shortened and the hint, without the
  /// locale and path: `key removed (was "Welcome"); possibly renamed to /login/hello`.
  package var message: String {
    let what: String
    switch rule {
    case .keyRemoved: what = "key removed (was \(shortened(old)))"
    case .keyAdded: what = "key added (\(shortened(new)))"
    case .itemRemoved: what = "\(item) removed (was \(shortened(old)))"
    case .itemAdded: what = "\(item) added (\(shortened(new)))"
    case .optionalRemoved: what = "optional label removed (was \(shortened(old))); apps show their fallback"
    case .optionalAdded: what = "optional label added (\(shortened(new)))"
    case .typeChanged:
      what =
        "type changed from \(kindName(old)) to \(kindName(new)) "
        + "(\(transition))"
    case .placeholdersChanged:
      what = "placeholders changed from \(signature(old)) to \(signature(new)) (\(transition))"
    case .valueChanged: what = "value changed (\(transition))"
    case .translationStale: what = "translation may be stale (base text \(transition))"
    case .localeRemoved: what = "locale removed"
    case .localeAdded: what = "locale added"
    case .formRemoved: what = "plural form removed (was \(shortened(old)))"
    case .formAdded: what = "plural form added (\(shortened(new)))"
    }
    return hint.map { "\(what); \($0)" } ?? what
  }

  /// The kind of a value (``LabelsCore/JSONValue/labelKind``), or `nothing`.
  private func kindName(_ value: JSONValue?) -> String {
    value?.labelKind ?? "nothing"
  }

  private var item: String {
    id.map { "item \(JSONValue.string($0).compactText)" } ?? "item"
  }

  private var transition: String {
    "\(shortened(old)) → \(shortened(new))"
  }

  private func shortened(_ value: JSONValue?) -> String {
    value?.shortenedText ?? "nothing"
  }

  private func signature(_ value: JSONValue?) -> String {
    guard case .string(let text) = value else { return "nothing" }
    return PlaceholderSignature(text).description
  }
}
