/// The families of rules, by the command that reports them, in the order `docs/rules.md` lists them.
package enum RuleFamily: String, CaseIterable, Sendable {
  /// How `diff` classifies a change (``ChangeRule``).
  case compatibility
  /// What `lint` finds in the labels (``FindingRule``).
  case lint
  /// What `bundle` checks against the limits of Firebase Realtime Database (``FindingRule``).
  case preflight
  /// What `check` and `bundle` find in the published versions (``AuditRule``).
  case published
  /// What `check` and `export` ask of the current defaults besides lint (``GateRule``).
  case gate

  /// The family's heading.
  package var title: String {
    switch self {
    case .compatibility: "Compatibility (diff)"
    case .lint: "Lint"
    case .preflight: "Upload pre-flight (bundle)"
    case .published: "Published versions (check, bundle)"
    case .gate: "Release gate (check, export)"
    }
  }

  /// What the family's rules have in common and which commands report them.
  package var introduction: String {
    switch self {
    case .compatibility:
      "`diff` compares OLD (what apps in users' hands were built against) with NEW and gives every change "
        + "one of these rules. A change is breaking when an app built against OLD can no longer use NEW, "
        + "additive when something was added, content when only text changed. `check` and `export` apply "
        + "the version policy to the highest severity found."
    case .lint:
      "`lint` finds the translation mistakes the compiler cannot see, in the current defaults or in "
        + "exported files; `check`, `export` and `bundle` run it too. An error fails the command, a "
        + "warning fails it only under `lint --strict`. The rules that compare a locale with the base "
        + "locale run only when the base locale is known."
    case .preflight:
      "Before `bundle` writes anything, every line it would upload is checked against the limits of "
        + "Firebase Realtime Database: the store refuses some data and silently drops or reshapes other "
        + "data, and the app then fails to decode it. Paths are counted from the database root, "
        + "`/<environment>/v<major>/<locale>/labels` included."
    case .published:
      "`check` audits every version folder under `Exports/` and its git history; `bundle` audits them "
        + "before it uploads. Every finding is an error: a published version is what installed apps read."
    case .gate:
      "What `check` asks of the current defaults besides lint, and what `export` refuses to write."
    }
  }

  /// The family's rules, in the order of their enum.
  package var rules: [any Rule] {
    switch self {
    case .compatibility: ChangeRule.allCases
    case .lint: FindingRule.allCases.filter { $0.families.contains(.lint) }
    case .preflight: FindingRule.allCases.filter { $0.families.contains(.preflight) }
    case .published: AuditRule.allCases
    case .gate: GateRule.allCases
    }
  }
}
