import LabelsCore

extension ReviewState {
  /// Lint's findings on the states that hold for `documents`: `translation-stale` for a translation that
  /// needs review (with the import's reason when an import changed it to take it), `translation-unreviewed`
  /// for a new one. An untranslated label is left to the
  /// `untranslated` rule, which sees the copied text.
  package func findings(in documents: LocalizedDocuments) -> [Finding] {
    let base = documents.baseLocale.map { "the \($0.rawValue)" } ?? "the base"
    var findings: [Finding] = []
    for (locale, labels) in holding(in: documents).entries.sorted(by: { $0.key < $1.key }) {
      for (path, entry) in labels.sorted(by: { $0.key < $1.key }) {
        let confirm = "`LabelsParser review confirm \(locale.rawValue) \(path)`"
        switch entry.state {
        case .needsReview:
          // An import that changed a translation to take it (a form filled) says why, not that the base
          // text changed.
          let message =
            entry.refused.map { "an import changed it: \($0.reason); then \(confirm)" }
            ?? "\(base) text changed after this translation was made; update the translation, or keep it "
            + "with \(confirm)"
          findings.append(
            Finding(
              rule: .translationStale, severity: FindingRule.translationStale.severity, locale: locale,
              path: path, message: message))
        case .new:
          findings.append(
            Finding(
              rule: .translationUnreviewed, severity: FindingRule.translationUnreviewed.severity,
              locale: locale, path: path,
              message: "imported as new and not reviewed yet; review it, then \(confirm)"))
        case .untranslated:
          continue
        }
      }
    }
    return findings
  }
}
