import LabelsKit

/// What `check` and `export` both ask of the current defaults before they may be published: lint
/// without errors, documents valid against their own schema, and the version policy against the
/// newest published version. `export` refuses exactly what fails here, with the same messages.
struct ReleaseGate {
  /// The defaults as JSON documents.
  let defaults: EncodedDefaults
  /// Lint's findings on the defaults, located in their Swift sources.
  let findings: [LocatedFinding]
  /// Where a document does not validate against the schema of the labels type.
  let violations: [Diagnostic]
  /// The version policy, or `nil` while lint finds errors: a translation error is no reason to bump.
  let review: PublicationReview?
  /// Why the folder of the current version could not be read, when it is the newest and export is to
  /// rewrite it (see ``PublicationReview/review(_:exportRoot:)``).
  let unreadableCurrent: CommandFailure?
  /// The review state of the translations brought up to date with the newest published version: what
  /// `export` writes to `Defaults/LabelsReview.json`, and what lint reported from.
  let reviewState: ReviewState
  /// The export root the defaults were reviewed against.
  private let exportRoot: String
  /// Where the project's files are, to name the declaration of `schemaVersion` in a refusal.
  private let paths: ProjectPaths

  /// Runs lint, the schema and the version policy on the project's defaults.
  /// - Parameters:
  ///   - project: the project.
  ///   - exportRoot: the export root holding the published versions.
  ///   - failOnStale: whether a translation that needs review or was imported as new is an error.
  /// - Throws: ``CommandFailure`` when the defaults or the newest published version cannot be loaded.
  init(project: LabelsProject, exportRoot: String, failOnStale: Bool = false) throws(CommandFailure) {
    defaults = try project.encoded()
    reviewState = try ReviewStateFile(paths: project.paths).current(
      for: defaults.documents, exportRoot: exportRoot)
    let linted = try LintCommand.lintDefaults(of: project, defaults: defaults, review: reviewState)
    findings =
      failOnStale
      ? linted.map { located in
        Self.reviewRules.contains(located.finding.rule)
          ? LocatedFinding(located.finding.asError, at: located.location) : located
      } : linted
    var violations: [Diagnostic] = []
    for locale in defaults.documents.locales {
      for violation in defaults.schema.violations(
        in: defaults.documents.documents[locale] ?? .null, unknownMembers: .refused)
      {
        violations.append(
          Diagnostic(
            GateRule.schema.severity, at: FileLocation(file: project.paths.catalogFile),
            rule: GateRule.schema.id,
            "\(locale) \(violation.path): \(violation.message) (the labels do not encode as their type declares)"
          ))
      }
    }
    self.violations = violations
    self.exportRoot = exportRoot
    paths = project.paths
    let lintFailed = findings.contains { $0.finding.severity == .error }
    (review, unreadableCurrent) =
      lintFailed ? (nil, nil) : try PublicationReview.review(defaults, exportRoot: exportRoot)
  }

  /// The lint rules on the review state, which `check --fail-on-stale` makes errors.
  static let reviewRules: Set<FindingRule> = [.translationStale, .translationUnreviewed]

  /// Whether the defaults may be published.
  var passed: Bool {
    violations.isEmpty && review?.decision.isAllowed == true
  }

  /// One line for people on what the policy decided, or `nil` while lint finds errors.
  var policySummary: String? {
    review?.summary(exportRoot: exportRoot)
  }

  /// Lint's findings on the defaults and their count.
  var lintStep: CheckStep {
    CheckStep(name: "lint", diagnostics: findings.map(\.diagnostic), summary: LintReport.summary(findings))
  }

  /// The schema's violations, the version policy's refusal and what the policy decided.
  var compatibilityStep: CheckStep {
    CheckStep(
      name: "compatibility",
      diagnostics: violations + [review?.refusal(versionLocation: paths.versionLocation)].compactMap { $0 },
      summary: "compatibility: "
        + (policySummary ?? "not checked until lint passes (fix the translations first)"))
  }

  /// Prints both steps as text.
  func print(to console: Console) {
    lintStep.printText(to: console)
    compatibilityStep.printText(to: console)
  }
}
