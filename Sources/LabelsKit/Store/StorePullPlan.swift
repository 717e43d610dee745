import LabelsCore

/// What `pull` takes from the store into the defaults, worked out before anything is written: the text
/// edits of the newest major line to write into the Swift literals, and every edit it refuses, with
/// why. An edit made only in an older line is reported, never taken: its text was projected, and which
/// label of the newest schema it belongs to is not for the tool to guess.
package struct StorePullPlan: Equatable, Sendable {
  /// An edit `pull` does not take, and why.
  package struct Refusal: Equatable, Sendable {
    /// The edit.
    package let difference: StoreDifference
    /// Why it is not taken, and what to do instead.
    package let reason: String
  }

  /// The texts to rewrite, by locale, in pointer order.
  package let edits: [LocaleIdentifier: [SwiftLiteralEdit]]
  /// The defaults with the edits taken.
  package let documents: LocalizedDocuments
  /// The edits refused; when there is one, nothing may be written.
  package let refusals: [Refusal]
  /// The edits the defaults already hold.
  package let alreadyTaken: [StoreDifference]
  /// The edits of older lines, reported only.
  package let olderLines: [StoreDifference]
  /// The edits made to a staged release only, reported only.
  package let stagedOnly: [StoreDifference]

  /// Plans taking `newest`, the edits of the newest line (from what was published to what the store
  /// holds), into `defaults`; `older` are the edits of the older lines, `staged` those made to a staged
  /// release only.
  package init(
    newest: [StoreDifference], older: [StoreDifference], staged: [StoreDifference] = [],
    defaults: LocalizedDocuments
  ) {
    var edits: [LocaleIdentifier: [SwiftLiteralEdit]] = [:]
    var documents = defaults.documents
    var refusals: [Refusal] = []
    var taken: [StoreDifference] = []
    for difference in newest {
      let change = difference.change
      guard change.rule == .valueChanged, case .string(let old)? = change.old,
        case .string(let new)? = change.new
      else {
        refusals.append(Refusal(difference: difference, reason: Self.reason(for: change)))
        continue
      }
      guard let name = difference.locale, let locale = try? LocaleIdentifier(name),
        let document = documents[locale]
      else {
        refusals.append(
          Refusal(
            difference: difference, reason: "the defaults have no such locale; undo the edit in the store"))
        continue
      }
      switch difference.pointer.value(in: document) {
      case .string(new)?:
        taken.append(difference)
      case .string(old)?:
        edits[locale, default: []].append(SwiftLiteralEdit(pointer: difference.pointer, old: old, new: new))
        documents[locale] = document.replacing(at: difference.pointer, with: .string(new))
      case let current?:
        refusals.append(
          Refusal(
            difference: difference,
            reason:
              "the defaults changed this text too since it was published (now \(current.shortenedText)); "
              + "choose one in the defaults, then publish with --discard-store-edits"))
      case nil:
        refusals.append(
          Refusal(
            difference: difference,
            reason: "the defaults no longer have this label; undo the edit in the store"))
      }
    }
    self.edits = edits
    self.documents = LocalizedDocuments(baseLocale: defaults.baseLocale, documents: documents)
    self.refusals = refusals
    alreadyTaken = taken
    olderLines = older
    stagedOnly = staged
  }

  /// Why an edit other than a changed text is not taken.
  private static func reason(for change: Change) -> String {
    switch change.severity {
    case .breaking:
      "it breaks the apps that read the line (\(change.rule.rawValue)); undo it in the store, or make the "
        + "change in the schema and publish it as a new major version"
    case .additive:
      "the schema has no such label; add it to the schema and the defaults, or undo it in the store"
    case .content:
      "only changed texts are taken; make this change in the defaults, or undo it in the store"
    }
  }
}
