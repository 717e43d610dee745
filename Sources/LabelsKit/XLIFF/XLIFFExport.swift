import LabelsCore

/// The XLIFF file of one locale: every text a translator translates (``TranslatableText``), with the
/// base text as source, the locale's text as target with its review state, and notes for the translator.
package enum XLIFFExport {
  /// The `original` of every file: what the texts come from.
  package static let original = "Labels"

  /// The file of `locale`.
  /// - Parameters:
  ///   - locale: a locale of `documents` other than the base locale.
  ///   - documents: the labels of every locale, with the base locale.
  ///   - review: the review state: an untranslated label is written without a target, a new one with
  ///     `state="new"`, one that needs review with `state="needs-review-translation"`, any other with
  ///     `state="translated"`.
  ///   - allowlist: labels meant to read the same in every locale, left out.
  ///   - note: the note of a label, such as its doc comment in the schema.
  ///   - appKey: the key the app looks up for a label whose key is not its path (an imported key stored
  ///     under an escape or shortened for the store), written as the note `Key in the app: …` after
  ///     `note`'s, since the unit's id shows only the stored path.
  /// - Returns: `nil` when the base locale or the locale has no document.
  package static func file(
    for locale: LocaleIdentifier, documents: LocalizedDocuments, review: ReviewState,
    allowlist: UntranslatedAllowlist, note: (JSONPointer) -> String? = { _ in nil },
    appKey: (JSONPointer) -> String? = { _ in nil }
  ) -> XLIFFFile? {
    guard let base = documents.baseLocale, let baseDocument = documents.documents[base],
      let document = documents.documents[locale]
    else { return nil }
    let texts = TranslatableText.texts(of: document, base: baseDocument, locale: locale, allowlist: allowlist)
    let units = texts.compactMap { text -> XLIFFUnit? in
      guard let target = text.target else { return nil }
      var notes = note(text.label).map { [$0] } ?? []
      if let key = appKey(text.label) { notes.append("Key in the app: \(key)") }
      if let part = Self.part(of: text) { notes.append(part) }
      switch review.state(of: text.label, in: locale) {
      case .untranslated:
        return XLIFFUnit(
          id: text.pointer.description, source: text.source, target: nil, state: nil, notes: notes)
      case .new:
        return XLIFFUnit(
          id: text.pointer.description, source: text.source, target: target, state: "new", notes: notes)
      case .needsReview:
        return XLIFFUnit(
          id: text.pointer.description, source: text.source, target: target,
          state: "needs-review-translation",
          notes: notes)
      case nil:
        return XLIFFUnit(
          id: text.pointer.description, source: text.source, target: target, state: "translated", notes: notes
        )
      }
    }
    return XLIFFFile(
      original: original, sourceLanguage: base.rawValue, targetLanguage: locale.rawValue, units: units)
  }

  /// The labels and plural forms of `locale` that its file leaves out, each with why, in pointer order:
  /// no XLIFF unit can carry them until lint's errors on them are fixed.
  package static func leftOut(
    for locale: LocaleIdentifier, documents: LocalizedDocuments, allowlist: UntranslatedAllowlist
  ) -> [TranslatableText.LeftOut] {
    guard let base = documents.baseLocale, let baseDocument = documents.documents[base],
      let document = documents.documents[locale]
    else { return [] }
    let lacking = TranslatableText.texts(
      of: document, base: baseDocument, locale: locale, allowlist: allowlist
    )
    .filter { $0.target == nil }.map {
      TranslatableText.LeftOut(
        pointer: $0.pointer,
        reason: "the \(locale.rawValue) defaults lack this form, which the language needs; add it in Swift")
    }
    return
      (TranslatableText.leftOut(of: document, base: baseDocument, locale: locale, allowlist: allowlist)
      + lacking).sorted { $0.pointer < $1.pointer }
  }

  /// The note that says which part of its label a text is: a plural form, the format of a label of
  /// several counts, or a form of one of its variables; `nil` for a text label.
  private static func part(of text: TranslatableText) -> String? {
    let tokens = text.pointer.tokens.dropFirst(text.label.tokens.count)
    switch (tokens.first, tokens.count) {
    case (PluralTextLabel.formatMarker?, 1):
      return "The format of \(text.label): keep each count's reference (%#@name@) and each other "
        + "placeholder (%@) as they are, moving them with positions (%1$@) if the order changes; translate "
        + "the text around them."
    case (PluralTextLabel.variablesMarker?, 3):
      return
        "The plural form \(tokens.last ?? "") of the count \(tokens.dropFirst().first ?? "") of \(text.label)."
    case (PluralLabel.marker?, 2):
      return "The plural form \(tokens.last ?? "") of \(text.label)."
    default:
      return nil
    }
  }
}
