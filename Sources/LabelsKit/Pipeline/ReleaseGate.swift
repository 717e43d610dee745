import LabelsCore

/// What `check` and `export` both ask of the current defaults before they may be published: lint
/// without errors, documents valid against their own schema, and the version policy against the
/// baseline. `export` refuses exactly what fails here, with the same messages.
public struct ReleaseGate: Sendable {
  /// The defaults as JSON documents.
  public let defaults: EncodedDefaults
  /// Lint's findings on the defaults, located in their Swift sources.
  public let findings: [LocatedFinding]
  /// Where a document does not validate against the schema of the labels type.
  public let violations: [Diagnostic]
  /// The version policy, or `nil` while lint finds errors: a translation error is no reason to bump.
  public let review: PublicationReview?
  /// The review state of the translations brought up to date with the newest published version: what
  /// `export` writes to `Defaults/LabelsReview.json`, and what lint reported from.
  public let reviewState: ReviewState
  /// Why the folder of the current version could not be read, when export is to rewrite it.
  public let unreadableCurrent: [Diagnostic]?
  /// The export root the defaults were reviewed against, as the user named it.
  private let exportRoot: String
  /// Where `schemaVersion` is declared, for a refusal.
  private let versionLocation: FileLocation

  /// The lint rules on the review state, which `check --fail-on-stale` makes errors.
  public static let reviewRules: Set<FindingRule> = [.translationStale, .translationUnreviewed]

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
  public init<Failure: Error>(
    _ inputs: ReleaseInputs, exportRoot: String, catalogFile: String, versionLocation: FileLocation,
    failOnStale: Bool = false, locate: @Sendable (Finding) -> FileLocation,
    installed: () throws(Failure) -> InstalledPlurals
  ) throws(Failure) {
    defaults = inputs.defaults
    let comparison = inputs.compare()
    reviewState = comparison.reviewState(inputs.committedReview, publishing: inputs.defaults.documents)
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
    violations = inputs.schemaViolations(at: catalogFile)
    let lintFailed = findings.contains { $0.finding.severity == .error }
    review = lintFailed ? nil : comparison.policy(at: inputs.defaults.version)
    unreadableCurrent = lintFailed ? nil : inputs.baseline.unreadableCurrent
    self.exportRoot = exportRoot
    self.versionLocation = versionLocation
  }

  /// Whether the defaults may be published.
  public var passed: Bool {
    violations.isEmpty && review?.decision.isAllowed == true
  }

  /// One line for people on what the policy decided, or `nil` while lint finds errors.
  public var policySummary: String? {
    review?.summary(exportRoot: exportRoot)
  }

  /// Lint's findings on the defaults and their count.
  public var lintStep: CheckStep {
    CheckStep(name: "lint", diagnostics: findings.map(\.diagnostic), summary: LintReport.summary(findings))
  }

  /// The schema's violations, the version policy's refusal and what the policy decided.
  public var compatibilityStep: CheckStep {
    CheckStep(
      name: "compatibility",
      diagnostics: violations + [review?.refusal(versionLocation: versionLocation)].compactMap { $0 },
      summary: "compatibility: "
        + (policySummary ?? "not checked until lint passes (fix the translations first)"))
  }
}
