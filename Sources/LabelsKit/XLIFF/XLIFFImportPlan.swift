import LabelsCore

/// What an XLIFF file's translations change in one locale, worked out before anything is written: the
/// texts to rewrite in the defaults' Swift sources, the review state translators gave, and every unit
/// that cannot be taken, at its line.
package struct XLIFFImportPlan: Equatable, Sendable {
  /// A unit, or the file, that cannot be taken, and why.
  package struct Problem: Equatable, Sendable {
    /// The line in the XLIFF file.
    package let line: Int
    /// What is wrong and how to fix it.
    package let message: String
  }

  /// Every problem of a file: nothing of it is taken.
  package struct Refusal: Error, Equatable, Sendable {
    /// The problems, in line order.
    package let problems: [Problem]
  }

  /// The locale translated into.
  package let locale: LocaleIdentifier
  /// The texts that change, in unit order.
  package let edits: [SwiftLiteralEdit]
  /// The labels of every locale with the translations taken.
  package let documents: LocalizedDocuments
  /// The review state with what the units say: `translated` (or `final`, `signed-off`, `approved="yes"`)
  /// clears a label's state, `new` and `needs-translation` make it new, the other `needs-…` states make it
  /// need review. A unit translated from a source that is no longer the base text needs review too.
  package let review: ReviewState
  /// The texts whose unit was translated from an older base text, in unit order.
  package let outdatedSources: [JSONPointer]
  /// How many units were read with a translation.
  package let unitCount: Int
  /// The line of each text's unit, and of each label's first unit, in the XLIFF file.
  package let lines: [JSONPointer: Int]

  /// Plans the import of one `<file>`.
  /// - Parameters:
  ///   - file: the file read.
  ///   - documents: the labels of every locale as the defaults hold them.
  ///   - review: the review state now.
  ///   - allowlist: the labels that are not for translation.
  ///   - arguments: what the schema's typed labels take, for lint.
  /// - Throws: ``Refusal`` naming every unit that cannot be taken.
  package static func plan(
    _ file: XLIFFFile, documents: LocalizedDocuments, review: ReviewState,
    allowlist: UntranslatedAllowlist = .none, arguments: ArgumentDeclarations = .none
  ) throws(Refusal) -> XLIFFImportPlan {
    let locale = try Self.locale(of: file, in: documents)
    guard let base = documents.baseLocale, let baseDocument = documents.documents[base],
      let document = documents.documents[locale]
    else { throw Refusal(problems: [Problem(line: file.line, message: "the labels have no base locale")]) }
    let texts = TranslatableText.texts(of: document, base: baseDocument, locale: locale, allowlist: allowlist)
    let byPointer = Dictionary(
      texts.map { ($0.pointer.description, $0) }, uniquingKeysWith: { first, _ in first })
    var problems: [Problem] = []
    var seen: [String: Int] = [:]
    var edits: [SwiftLiteralEdit] = []
    var updated = document
    var states: [JSONPointer: TranslationState?] = [:]
    var outdated: [JSONPointer] = []
    var lines: [JSONPointer: Int] = [:]
    var unitCount = 0
    for unit in file.units {
      guard let target = unit.target, !target.isEmpty else { continue }
      unitCount += 1
      if let first = seen.updateValue(unit.line, forKey: unit.id) {
        problems.append(
          Problem(line: unit.line, message: "id \"\(unit.id)\" is repeated (first at line \(first))"))
        continue
      }
      guard let text = byPointer[unit.id] else {
        problems.append(
          Problem(
            line: unit.line,
            message:
              "id \"\(unit.id)\" is no translatable text of \(locale.rawValue) in these labels; export "
              + "the XLIFF again and translate that file"))
        continue
      }
      guard let old = text.target else {
        problems.append(
          Problem(
            line: unit.line,
            message: "the \(locale.rawValue) defaults have no \"\(text.pointer.tokens.last ?? "")\" form of "
              + "\(text.label); add it in Swift, then import again"))
        continue
      }
      lines[text.pointer] = unit.line
      lines[text.label] = lines[text.label] ?? unit.line
      if target != old {
        edits.append(SwiftLiteralEdit(pointer: text.pointer, old: old, new: target))
        updated = updated.replacing(at: text.pointer, with: .string(target))
      }
      var state = Self.state(of: unit)
      if unit.source != text.source {
        outdated.append(text.pointer)
        state = state ?? .needsReview
      }
      // A plural label takes the state of its least finished form.
      if let earlier = states[text.label] { state = Self.lessFinished(earlier, state) }
      states[text.label] = state
    }
    var newDocuments = documents.documents
    newDocuments[locale] = updated
    let result = LocalizedDocuments(baseLocale: documents.baseLocale, documents: newDocuments)
    problems += Self.lintErrors(
      in: result, before: documents, locale: locale, lines: lines, allowlist: allowlist, arguments: arguments)
    guard problems.isEmpty else { throw Refusal(problems: problems.sorted { $0.line < $1.line }) }
    var newReview = review
    for (label, state) in states {
      if let state, let translation = label.value(in: updated) {
        newReview.mark(state, at: label, in: locale, translation: translation)
      } else {
        newReview.clear(at: label, in: locale)
      }
    }
    return XLIFFImportPlan(
      locale: locale, edits: edits, documents: result, review: newReview, outdatedSources: outdated,
      unitCount: unitCount, lines: lines)
  }

  /// The locale a file translates into, when it is one of the labels' locales other than the base.
  private static func locale(of file: XLIFFFile, in documents: LocalizedDocuments) throws(Refusal)
    -> LocaleIdentifier
  {
    func refuse(_ message: String) -> Refusal {
      Refusal(problems: [Problem(line: file.line, message: message)])
    }
    let base = documents.baseLocale?.rawValue ?? "?"
    guard (try? LocaleIdentifier(file.sourceLanguage))?.rawValue == base else {
      throw refuse("source-language is \"\(file.sourceLanguage)\" but the labels are translated from \(base)")
    }
    guard let name = file.targetLanguage else {
      throw refuse("<file> names no target-language: the locale its targets are in")
    }
    guard let locale = try? LocaleIdentifier(name), documents.documents[locale] != nil else {
      throw refuse(
        "target-language \"\(name)\" is not a locale of these labels; add the locale first (docs/adding-a-locale.md)"
      )
    }
    guard locale != documents.baseLocale else {
      throw refuse(
        "target-language is the base locale \(base), whose texts are written in the defaults, not translated")
    }
    return locale
  }

  /// The review state a unit gives its text; `nil` for translated.
  private static func state(of unit: XLIFFUnit) -> TranslationState? {
    if unit.approved { return nil }
    switch unit.state {
    case "new", "needs-translation": return .new
    case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-l10n",
      "needs-adaptation":
      return .needsReview
    default: return nil
    }
  }

  /// Of two states, the one further from translated: new, then needs review, then translated.
  private static func lessFinished(_ first: TranslationState?, _ second: TranslationState?)
    -> TranslationState?
  {
    if first == .new || second == .new { return .new }
    if first == .needsReview || second == .needsReview { return .needsReview }
    return first ?? second
  }

  /// Lint's errors on the locale that the import would bring, each at the line of its unit.
  private static func lintErrors(
    in result: LocalizedDocuments, before: LocalizedDocuments, locale: LocaleIdentifier,
    lines: [JSONPointer: Int], allowlist: UntranslatedAllowlist, arguments: ArgumentDeclarations
  ) -> [Problem] {
    func errors(_ documents: LocalizedDocuments) -> [Finding] {
      Linter.lint(documents, allowlist: allowlist, arguments: arguments).filter {
        $0.severity == .error && $0.locale == locale
      }
    }
    let earlier = errors(before)
    return errors(result).filter { !earlier.contains($0) }.map { finding in
      let line = finding.path.selfAndAncestors.lazy.compactMap { lines[$0] }.first ?? 0
      return Problem(line: line, message: "\(finding.path): \(finding.message) [\(finding.rule.rawValue)]")
    }
  }
}
