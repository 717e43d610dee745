import LabelsCore

/// A reviewer's confirmation of translations of one locale: which may be confirmed, and the state once
/// they are.
///
/// A translation may be confirmed when it needs review or is new in the state brought up to date with
/// the defaults, and that state is already committed: a base text changed since the last export must
/// be exported first, so that the confirmation holds for the text that was reviewed. An untranslated
/// label is translated, never confirmed.
package struct ReviewConfirmation: Equatable, Sendable {
  /// Why one label cannot be confirmed.
  package enum Refusal: Equatable, Sendable, CustomStringConvertible {
    /// Its base text changed since the last export.
    case notExported(JSONPointer)
    /// It has no translation yet: the defaults copy the base text.
    case untranslated(JSONPointer)
    /// It needs no review and is not new.
    case nothingToConfirm(JSONPointer)

    /// The label.
    package var path: JSONPointer {
      switch self {
      case .notExported(let path), .untranslated(let path), .nothingToConfirm(let path): path
      }
    }

    /// The reason, with the fix.
    package var description: String {
      switch self {
      case .notExported: "the base text change is not exported yet; run 'make export', then confirm"
      case .untranslated:
        "is untranslated: translate it in the defaults rather than confirm the copied base text"
      case .nothingToConfirm:
        "has no translation that needs review or is new; 'LabelsParser review' lists them"
      }
    }
  }

  /// The locale.
  package let locale: LocaleIdentifier
  /// The labels to confirm, or `nil` for every one that can be.
  package let paths: [JSONPointer]?

  /// A confirmation of `paths`, or of every confirmable label when `nil`.
  package init(locale: LocaleIdentifier, paths: [JSONPointer]?) {
    self.locale = locale
    self.paths = paths
  }

  /// The committed state with the confirmed labels cleared, and the labels confirmed.
  /// - Parameters:
  ///   - current: the state brought up to date with the defaults.
  ///   - committed: the state as committed, holding only labels the defaults have.
  /// - Throws: every ``Refusal``, in the order of the paths; then nothing is confirmed.
  package func apply(current: ReviewState, committed: ReviewState) throws(ReviewConfirmationError) -> (
    state: ReviewState, confirmed: [JSONPointer]
  ) {
    let confirmable = (current.entries[locale] ?? [:]).filter { $0.value.state != .untranslated }
    let confirmed = paths ?? confirmable.keys.sorted()
    var refusals: [Refusal] = []
    for path in confirmed where confirmable[path] == nil || committed.entry(at: path, in: locale) == nil {
      if confirmable[path] != nil {
        refusals.append(.notExported(path))
      } else if current.state(of: path, in: locale) == .untranslated {
        refusals.append(.untranslated(path))
      } else {
        refusals.append(.nothingToConfirm(path))
      }
    }
    guard refusals.isEmpty else { throw ReviewConfirmationError(refusals: refusals) }
    var state = committed
    for path in confirmed { state.clear(at: path, in: locale) }
    return (state, confirmed)
  }
}
