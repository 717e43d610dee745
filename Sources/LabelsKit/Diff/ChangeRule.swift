import LabelsCore

/// The kinds of change the diff reports, by their stable rule id; each is defined in ``definition``.
package enum ChangeRule: String, Rule {
  case keyRemoved = "key-removed"
  case typeChanged = "type-changed"
  case placeholdersChanged = "placeholders-changed"
  case localeRemoved = "locale-removed"
  case keyAdded = "key-added"
  case localeAdded = "locale-added"
  case valueChanged = "value-changed"
  case itemAdded = "item-added"
  case itemRemoved = "item-removed"
  case optionalRemoved = "optional-removed"
  case optionalAdded = "optional-added"
  case translationStale = "translation-stale"
  case formAdded = "form-added"
  case formRemoved = "form-removed"

  /// The rule's severity, summary and explanation.
  package var definition: RuleDefinition<Severity> {
    switch self {
    case .keyRemoved:
      RuleDefinition(
        .breaking, summary: "an object member of OLD is missing in NEW",
        explanation: """
          Apps built against OLD require the member, so decoding NEW fails. Reported once, at the highest \
          removed node; nothing is reported inside it. When a member with the same value is added under \
          the same parent, the change carries the hint "possibly renamed to", which never lowers the \
          severity. A member the OLD schema declares optional is `optional-removed` instead. Fix: keep \
          the key, or publish the change as the next major version.
          """)
    case .typeChanged:
      RuleDefinition(
        .breaking, summary: "the JSON type at a pointer differs",
        explanation: """
          The types are string, number, boolean, null, object and array. Apps built against OLD decode \
          the old type and fail on the new one. Nothing is reported inside the value. Fix: keep the type, \
          or publish the change as the next major version.
          """)
    case .placeholdersChanged:
      RuleDefinition(
        .breaking, summary: "a string's format placeholders differ",
        explanation: """
          Apps built against OLD pass OLD's arguments, so the text would be formatted wrongly. printf \
          placeholders (`%@`, `%d`, `%1$@`, `%lld`; `%%` is a literal) are compared by argument position \
          and type, so `%@ %d` agrees with `%1$@ %2$d`; named placeholders (`{name}`, `{{name}}`) are \
          compared as a set. A plural form other than `other` is compared with OLD's `other` form, and \
          may leave out a count it implies (a form shown for exactly one number, such as `one` in \
          English), which is `value-changed`. Fix: keep the placeholders, or publish the change as the next \
          major version.
          """)
    case .localeRemoved:
      RuleDefinition(
        .breaking, summary: "a locale of OLD has no document in NEW",
        explanation: """
          Apps built against OLD that read the locale find nothing. Reported when version folders are \
          compared. Fix: keep the locale, or publish the change as the next major version.
          """)
    case .keyAdded:
      RuleDefinition(
        .additive, summary: "a member of NEW is missing in OLD",
        explanation: """
          Apps built against OLD ignore it (`Codable` skips unknown keys), but apps built with the new \
          labels must not read OLD's data, which lacks it: the change needs at least the next minor \
          version. Reported once, at the highest added node.
          """)
    case .localeAdded:
      RuleDefinition(
        .additive, summary: "a locale of NEW has no document in OLD",
        explanation: """
          Apps built against OLD do not ask for it; the change needs at least the next minor version. \
          Reported when version folders are compared.
          """)
    case .valueChanged:
      RuleDefinition(
        .content, summary: "a string changed and its placeholders did not, or another scalar changed",
        explanation: """
          It is re-exported into the newest published version and reaches apps without a release. \
          Numbers compare by their text, so `1.0` to `1` is a change.
          """)
    case .itemAdded:
      RuleDefinition(
        .content, summary: "an array element of NEW has no counterpart in OLD",
        explanation: """
          Elements are matched by their string `id` when every element of both arrays is an object with \
          one (the change carries the id), else by index. Apps decode arrays of any length.
          """)
    case .itemRemoved:
      RuleDefinition(
        .content, summary: "an array element of OLD has no counterpart in NEW",
        explanation: """
          Elements are matched as for `item-added`; the path addresses the element in OLD.
          """)
    case .optionalRemoved:
      RuleDefinition(
        .content, summary: "a label the OLD schema declares optional lost its value",
        explanation: """
          Apps decode the label with `decodeIfPresent` and show their fallback. Reported only when OLD's \
          `schema.json` is known (two version folders, `check`, `export`); without it the change is \
          `key-removed`.
          """)
    case .optionalAdded:
      RuleDefinition(
        .content, summary: "a label the OLD schema declares optional got a value",
        explanation: """
          Apps decode the label with `decodeIfPresent` and show the new text. Reported only when OLD's \
          `schema.json` is known; without it the change is `key-added`.
          """)
    case .translationStale:
      RuleDefinition(
        .content, summary: "the base locale's text changed but this locale's text did not",
        explanation: """
          The translation probably describes the old text: update it. Reported when version folders are \
          compared, whose manifest names the base locale.
          """)
    case .formAdded:
      RuleDefinition(
        .content, summary: "a plural label gained a form in a locale",
        explanation: """
          A CLDR category (`one`, `few`, `many`, ...) or an exact-number form (`=0`) that OLD's plural \
          label did not have. Apps choose among whatever forms the label has, so this is content; lint \
          says whether the locale now has exactly the forms its language needs.
          """)
    case .formRemoved:
      RuleDefinition(
        .content, summary: "a plural label lost a form in a locale",
        explanation: """
          Apps fall back to the `other` form for the numbers that chose the removed one, so this is \
          content; lint reports a form the locale's language needs as `plural-form-missing`.
          """)
    }
  }

  /// Whether a change's path addresses the NEW document; removals address the OLD one.
  package var addressesNewDocument: Bool {
    switch self {
    case .keyRemoved, .itemRemoved, .optionalRemoved, .localeRemoved, .formRemoved: false
    case .typeChanged, .placeholdersChanged, .keyAdded, .localeAdded, .valueChanged, .itemAdded,
      .optionalAdded, .translationStale, .formAdded:
      true
    }
  }
}
