import LabelsCore

/// What a release's stages read, read once by the command that runs them: the defaults, the
/// untranslated allow-list, the committed review state, the published baseline and, for a command that
/// audits them (`check`), every published version.
package struct ReleaseInputs: Sendable {
  /// The current defaults, encoded.
  package let defaults: EncodedDefaults
  /// Labels meant to read the same in every locale.
  package let allowlist: UntranslatedAllowlist
  /// The review state as committed in `Defaults/LabelsReview.json`.
  package let committedReview: ReviewState
  /// The published version the defaults are compared with.
  package let baseline: PublishedBaseline
  /// Every published version folder, read and audited, when the command read them all (the baseline is
  /// then one of them); `nil` when it read the baseline alone.
  package let published: PublishedInputs?

  /// The inputs as the command read them.
  package init(
    defaults: EncodedDefaults, allowlist: UntranslatedAllowlist, committedReview: ReviewState,
    baseline: PublishedBaseline, published: PublishedInputs? = nil
  ) {
    self.defaults = defaults
    self.allowlist = allowlist
    self.committedReview = committedReview
    self.baseline = baseline
    self.published = published
  }

  /// The plural forms of the apps installed from ``published`` beside the defaults' major; `nil` when
  /// the command read the baseline alone, and must read the published versions to know them.
  package var installedPlurals: InstalledPlurals? {
    published?.installedPlurals(major: defaults.version.major)
  }

  /// The stage every other compares through: the one diff from the baseline to the defaults.
  package func compare() -> ReleaseComparison {
    ReleaseComparison(defaults.documents, against: baseline, committedReview: committedReview)
  }

  /// The lint stage: the rules on the texts, and the review state's findings (a translation that needs
  /// review, or was imported as new).
  /// - Parameter installed: the plural forms of installed apps, asked for only when a plural has a form
  ///   its language never selects: whether that form must stay is judged against the published versions.
  /// - Throws: what `installed` throws.
  package func lint<Failure: Error>(
    reviewState: ReviewState, installed: () throws(Failure) -> InstalledPlurals
  ) throws(Failure) -> [Finding] {
    var findings = Linter.lint(defaults.documents, allowlist: allowlist, arguments: defaults.arguments)
    if findings.contains(where: { $0.rule == .pluralFormUnexpected }) {
      findings = Linter.lint(
        defaults.documents, allowlist: allowlist, arguments: defaults.arguments, installed: try installed())
    }
    return findings + reviewState.findings(in: defaults.documents)
  }

  /// The lint stage with the review state as ``compare()`` brings it up to date: what `lint` runs on
  /// the defaults.
  /// - Throws: what `installed` throws.
  package func lint<Failure: Error>(installed: () throws(Failure) -> InstalledPlurals) throws(Failure)
    -> [Finding]
  {
    try lint(reviewState: compare().reviewState, installed: installed)
  }

  /// The schema stage: where a locale's document does not validate against the schema of the labels
  /// type, placed at `file` (the catalog).
  package func schemaViolations(at file: String) -> [Diagnostic] {
    var violations: [Diagnostic] = []
    for locale in defaults.documents.locales {
      for violation in defaults.schema.violations(
        in: defaults.documents.documents[locale] ?? .null, unknownMembers: .refused)
      {
        violations.append(
          Diagnostic(
            GateRule.schema.severity, at: FileLocation(file: file), rule: GateRule.schema.id,
            "\(locale) \(violation.path): \(violation.message) (the labels do not encode as their type declares)"
          ))
      }
    }
    return violations
  }
}
