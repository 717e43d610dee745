import LabelsCore

/// The review state of the translations: for each locale, the labels whose translation is not simply
/// translated (``TranslationState``), each with the translation the state was given for.
///
/// The team commits it as `Defaults/LabelsReview.json`, written only by the tool: `export` marks every
/// translation whose base text changed as needing review, `import xliff` records what translators say,
/// `review confirm` clears a state. A state lasts until its translation changes, so a translation fixed by
/// hand needs no confirming. The file is canonical JSON:
///
/// ```json
/// {"ru":{"/login/welcome":{"state":"needs-review","translation":"С возвращением"}}}
/// ```
///
/// An untranslated label an import could not take also keeps the input's translation and the reason
/// (``RefusedTranslation``): `"original"` and `"reason"`.
package struct ReviewState: Equatable, Sendable {
  /// Each locale's entries by the JSON Pointer of their label.
  package private(set) var entries: [LocaleIdentifier: [JSONPointer: ReviewEntry]]

  /// No state: every translation translated.
  package static let empty = ReviewState()

  /// A state of these entries.
  package init(entries: [LocaleIdentifier: [JSONPointer: ReviewEntry]] = [:]) {
    self.entries = entries.filter { !$0.value.isEmpty }
  }

  /// Reads the file strictly.
  /// - Throws: ``ReviewStateError`` naming what is malformed.
  package init(bytes: [UInt8]) throws(ReviewStateError) {
    let root: JSONValue
    do {
      root = try StrictJSONReader.read(bytes)
    } catch {
      throw .malformedJSON(error)
    }
    guard case .object(let locales) = root else {
      throw .unexpected(pointer: "", expected: "an object of locales")
    }
    var entries: [LocaleIdentifier: [JSONPointer: ReviewEntry]] = [:]
    for (name, value) in locales {
      let localePointer = JSONPointer([name])
      guard let locale = try? LocaleIdentifier(name) else {
        throw .unexpected(pointer: localePointer.description, expected: "a member named by a BCP 47 locale")
      }
      guard case .object(let labels) = value else {
        throw .unexpected(pointer: localePointer.description, expected: "an object of JSON Pointers")
      }
      for (pointerText, entryValue) in labels {
        let entryPointer = localePointer.appending(pointerText).description
        guard let pointer = JSONPointer(parsing: pointerText), !pointer.isRoot else {
          throw .unexpected(pointer: entryPointer, expected: "a member named by a label's JSON Pointer")
        }
        guard case .object(let members) = entryValue,
          case .string(let stateName) = members["state"], let translation = members["translation"],
          members.count == 2 || members.count == 4
        else {
          throw .unexpected(
            pointer: entryPointer,
            expected: "an object of \"state\" and \"translation\", with \"original\" and \"reason\" together")
        }
        guard let state = TranslationState(rawValue: stateName) else {
          let names = TranslationState.allCases.map(\.rawValue).joined(separator: ", ")
          throw .unexpected(pointer: entryPointer + "/state", expected: "one of \(names)")
        }
        var refused: RefusedTranslation?
        if members.count == 4 {
          guard let original = members["original"], case .string(let reason) = members["reason"] else {
            throw .unexpected(
              pointer: entryPointer,
              expected:
                "an object of \"state\" and \"translation\", with \"original\" and \"reason\" together")
          }
          refused = RefusedTranslation(original: original, reason: reason)
        }
        entries[locale, default: [:]][pointer] = ReviewEntry(
          state: state, translation: translation, refused: refused)
      }
    }
    self.init(entries: entries)
  }

  /// The file's bytes: canonical JSON, so the same state always gives the same bytes.
  package var bytes: [UInt8] {
    let locales = entries.map { locale, labels in
      (
        locale.rawValue,
        JSONValue.object(
          Dictionary(
            uniqueKeysWithValues: labels.map { pointer, entry in
              var members: [String: JSONValue] = [
                "state": .string(entry.state.rawValue), "translation": entry.translation,
              ]
              if let refused = entry.refused {
                members["original"] = refused.original
                members["reason"] = .string(refused.reason)
              }
              return (pointer.description, JSONValue.object(members))
            }))
      )
    }
    return CanonicalJSONWriter.bytes(.object(Dictionary(uniqueKeysWithValues: locales)))
  }

  /// Whether no translation has a state.
  package var isEmpty: Bool { entries.isEmpty }

  /// The entry of a label in a locale.
  package func entry(at path: JSONPointer, in locale: LocaleIdentifier) -> ReviewEntry? {
    entries[locale]?[path]
  }

  /// The state of a label in a locale; `nil` for translated.
  package func state(of path: JSONPointer, in locale: LocaleIdentifier) -> TranslationState? {
    entries[locale]?[path]?.state
  }

  /// Gives a label in a locale a state, for the translation it has now.
  package mutating func mark(
    _ state: TranslationState, at path: JSONPointer, in locale: LocaleIdentifier, translation: JSONValue,
    refused: RefusedTranslation? = nil
  ) {
    entries[locale, default: [:]][path] = ReviewEntry(
      state: state, translation: translation, refused: refused)
  }

  /// Makes a label in a locale translated again.
  package mutating func clear(at path: JSONPointer, in locale: LocaleIdentifier) {
    entries[locale]?[path] = nil
    if entries[locale]?.isEmpty == true { entries[locale] = nil }
  }

  /// The entries that still hold for `documents`: those whose locale has the label with the translation
  /// the state was given for. A translation changed since, a label removed or a locale removed ends one.
  package func holding(in documents: LocalizedDocuments) -> ReviewState {
    var kept: [LocaleIdentifier: [JSONPointer: ReviewEntry]] = [:]
    for (locale, labels) in entries where locale != documents.baseLocale {
      guard let document = documents.documents[locale] else { continue }
      kept[locale] = labels.filter { $0.key.value(in: document) == $0.value.translation }
    }
    return ReviewState(entries: kept)
  }

  /// The state after `documents` replace the newest published version: what still holds, and every
  /// translation that a change of the base text left stale (diff's `translation-stale`) marked as
  /// needing review.
  /// - Parameters:
  ///   - documents: the labels about to be published, the current defaults.
  ///   - changes: the diff from the newest published version, what translators last saw, to `documents`.
  package func updated(publishing documents: LocalizedDocuments, changes: [Change]) -> ReviewState {
    var state = holding(in: documents)
    for change in changes where change.rule == .translationStale && change.path.pluralLabel == nil {
      guard let locale = change.locale, let document = documents.documents[locale],
        let translation = change.path.value(in: document)
      else { continue }
      state.mark(.needsReview, at: change.path, in: locale, translation: translation)
    }
    // A plural label, or a label of several counts, is reviewed whole: a change to any base form (or
    // format) leaves every translation of it stale that changed in none of its forms.
    guard let base = documents.baseLocale else { return state }
    let touched = Set(
      changes.filter { $0.rule != .translationStale }.compactMap { change in
        change.locale.map { [$0.rawValue] + change.path.tokens }
      })
    for label in Set(changes.filter { $0.locale == base }.compactMap(\.path.pluralLabel)) {
      for (locale, document) in documents.documents where locale != base {
        guard let translation = label.value(in: document), translation.isReviewedWhole,
          !touched.contains(where: {
            $0.first == locale.rawValue && Array($0.dropFirst()).starts(with: label.tokens)
          })
        else { continue }
        state.mark(.needsReview, at: label, in: locale, translation: translation)
      }
    }
    return state
  }
}

extension JSONValue {
  /// Whether the value is a label reviewed whole: a plural label or a label of several counts.
  fileprivate var isReviewedWhole: Bool {
    switch labelNode {
    case .plural, .pluralText: true
    case .text, .group, .list, .absent, .value: false
    }
  }
}
