import LabelsCore

/// What `check` and `export` both ask of the current defaults before they may be published: lint
/// without errors, documents valid against their own schema, and the version policy against the
/// baseline. `export` refuses exactly what fails here, with the same messages.
package struct ReleaseGate: Sendable {
  /// The defaults as JSON documents.
  package let defaults: EncodedDefaults
  /// Lint's findings on the defaults, located in their Swift sources.
  package let findings: [LocatedFinding]
  /// For each of ``findings``, whether it is new since the published version the defaults were
  /// compared with (``isNew(_:in:since:)``).
  package let isNewSinceBaseline: [Bool]
  /// The published version the defaults were compared with; `nil` when nothing is published.
  package let baselineVersion: SemanticVersion?
  /// Where a document does not validate against the schema of the labels type.
  package let violations: [Diagnostic]
  /// The version policy, or `nil` while lint finds errors: a translation error is no reason to bump.
  package let review: PublicationReview?
  /// The review state of the translations brought up to date with the newest published version: what
  /// `export` writes to `Defaults/LabelsReview.json`, and what lint reported from.
  package let reviewState: ReviewState
  /// Why the folder of the current version could not be read, when export is to rewrite it.
  package let unreadableCurrent: [Diagnostic]?
  /// The export root the defaults were reviewed against, as the user named it.
  private let exportRoot: String
  /// Where `schemaVersion` is declared, for a refusal.
  private let versionLocation: FileLocation

  /// The lint rules on the review state, which `check --fail-on-stale` makes errors.
  package static let reviewRules: Set<FindingRule> = [.translationStale, .translationUnreviewed]

  /// Runs lint, the schema and the version policy on the inputs, with one diff.
  /// - Parameters:
  ///   - inputs: what the command read.
  ///   - exportRoot: the export root, as named in summaries.
  ///   - catalogFile: where a schema violation is placed.
  ///   - versionLocation: where `schemaVersion` is declared.
  ///   - failOnStale: whether a translation that needs review or was imported as new is an error.
  ///   - locate: where a lint finding lies in the defaults' sources.
  ///   - installed: the plural forms of installed apps, read only when lint needs them.
  /// - Throws: what `installed` throws.
  package init<Failure: Error>(
    _ inputs: ReleaseInputs, exportRoot: String, catalogFile: String, versionLocation: FileLocation,
    failOnStale: Bool = false, locate: @Sendable (Finding) -> FileLocation,
    installed: () throws(Failure) -> InstalledPlurals
  ) throws(Failure) {
    defaults = inputs.defaults
    let comparison = inputs.compare()
    reviewState = comparison.reviewState
    let linted = try inputs.lint(reviewState: reviewState, installed: installed)
    // Locating tens of thousands of findings (a new locale left untranslated) is work of the order of
    // lint's own, and each finding's needs nothing from another's: both cores share it.
    findings = ParallelWork.halves(of: linted.count) { range in
      range.map { index in
        let finding = linted[index]
        let stale = failOnStale && Self.reviewRules.contains(finding.rule)
        return LocatedFinding(stale ? finding.asError : finding, at: locate(finding))
      }
    }
    let published = inputs.baseline.compared
    baselineVersion = published?.version
    isNewSinceBaseline = findings.map {
      Self.isNew($0.finding, in: inputs.defaults.documents, since: published?.folder.documents)
    }
    violations = inputs.schemaViolations(at: catalogFile)
    let lintFailed = LintReport.failed(findings)
    review = lintFailed ? nil : comparison.policy(at: inputs.defaults.version)
    unreadableCurrent = lintFailed ? nil : inputs.baseline.unreadableCurrent
    self.exportRoot = exportRoot
    self.versionLocation = versionLocation
  }

  /// Whether the defaults may be published.
  package var passed: Bool {
    violations.isEmpty && review?.decision.isAllowed == true
  }

  /// One line for people on what the policy decided, or `nil` while lint finds errors.
  package var policySummary: String? {
    review?.summary(exportRoot: exportRoot)
  }

  /// Lint's findings on the defaults and their count.
  package var lintStep: CheckStep {
    CheckStep(name: "lint", diagnostics: findings.map(\.diagnostic), summary: LintReport.summary(findings))
  }

  /// Lint's step as a passing run's text shows it: without an error and with more than `shown`
  /// findings, the findings new since the published version (at most `shown`) and a count per rule,
  /// since a log of thousands of warnings nobody has read hides the one that is new; else every
  /// finding (``lintStep``).
  package func lintDigest(shown: Int = 20) -> CheckStep {
    guard !LintReport.failed(findings), findings.count > shown else {
      return lintStep
    }
    let new = zip(findings, isNewSinceBaseline).filter(\.1).map(\.0)
    var counts: [FindingRule: Int] = [:]
    for located in findings { counts[located.finding.rule, default: 0] += 1 }
    let rules = counts.sorted { ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue) }
      .map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
    let since = baselineVersion.map { "since \($0)" } ?? "(nothing is published yet)"
    let more = new.count > shown ? ", the first \(shown) above" : new.isEmpty ? "" : ", above"
    return CheckStep(
      name: "lint", diagnostics: new.prefix(shown).map(\.diagnostic),
      summary: LintReport.summary(findings) + " (\(rules)); \(new.count) new \(since)\(more); "
        + "check --full lists every one")
  }

  /// Whether `finding` is new since `published`: nothing is published, its locale or its label is not
  /// there, or the label's value there differs from the defaults' in its locale or in the base locale
  /// (a translation gone stale when its base text changed is new too).
  static func isNew(_ finding: Finding, in current: LocalizedDocuments, since published: LocalizedDocuments?)
    -> Bool
  {
    guard let published, let locale = finding.locale else { return true }
    let locales = [locale] + [current.baseLocale].compactMap { $0 }.filter { $0 != locale }
    return locales.contains { locale in
      guard let before = published.documents[locale], let now = current.documents[locale] else { return true }
      return finding.path.value(in: before) != finding.path.value(in: now)
    }
  }

  /// The schema's violations, the version policy's refusal and what the policy decided.
  package var compatibilityStep: CheckStep {
    CheckStep(
      name: "compatibility",
      diagnostics: violations + [review?.refusal(versionLocation: versionLocation)].compactMap { $0 },
      summary: "compatibility: "
        + (policySummary ?? "not checked until lint passes (fix the translations first)"))
  }
}
