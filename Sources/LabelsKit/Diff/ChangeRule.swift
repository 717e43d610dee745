import LabelsCore

/// The kinds of change the diff reports, by their stable rule id (`key-removed`, ...).
public enum ChangeRule: String, Hashable, Sendable, CaseIterable {
  /// An object member of OLD is missing in NEW, reported once at the highest removed node.
  case keyRemoved = "key-removed"
  /// The JSON type at a pointer differs.
  case typeChanged = "type-changed"
  /// A string's format placeholders differ (see ``PlaceholderSignature``).
  case placeholdersChanged = "placeholders-changed"
  /// A locale of OLD has no document in NEW.
  case localeRemoved = "locale-removed"
  /// A member of NEW is missing in OLD, reported once at the highest added node.
  case keyAdded = "key-added"
  /// A locale of NEW has no document in OLD.
  case localeAdded = "locale-added"
  /// A string or other scalar changed, and its placeholders did not.
  case valueChanged = "value-changed"
  /// An array element of NEW has no counterpart in OLD.
  case itemAdded = "item-added"
  /// An array element of OLD has no counterpart in NEW.
  case itemRemoved = "item-removed"
  /// A label the OLD schema declares optional lost its value; apps show their fallback.
  case optionalRemoved = "optional-removed"
  /// A label the OLD schema declares optional got a value.
  case optionalAdded = "optional-added"
  /// The base locale's text changed but this locale's text stayed the same.
  case translationStale = "translation-stale"

  /// How much a change of this kind matters.
  public var severity: Severity {
    switch self {
    case .keyRemoved, .typeChanged, .placeholdersChanged, .localeRemoved: .breaking
    case .keyAdded, .localeAdded: .additive
    case .valueChanged, .itemAdded, .itemRemoved, .optionalRemoved, .optionalAdded, .translationStale:
      .content
    }
  }

  /// Whether a change's path addresses the NEW document; removals address the OLD one.
  public var addressesNewDocument: Bool {
    switch self {
    case .keyRemoved, .itemRemoved, .optionalRemoved, .localeRemoved: false
    case .typeChanged, .placeholdersChanged, .keyAdded, .localeAdded, .valueChanged, .itemAdded,
      .optionalAdded, .translationStale:
      true
    }
  }
}
