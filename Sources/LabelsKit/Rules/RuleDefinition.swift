/// What one rule means, written once beside the rule: how bad a finding of it is, a one-line summary
/// and an explanation with the fix. `--help`, `docs/rules.md` and every report read it from here.
package struct RuleDefinition<Level: Sendable>: Sendable {
  /// How bad a finding of the rule is.
  package let severity: Level
  /// One line: what the rule finds, in lowercase, without a full stop.
  package let summary: String
  /// What a finding means for the app and how to fix it, in sentences.
  package let explanation: String

  /// Defines a rule.
  package init(_ severity: Level, summary: String, explanation: String) {
    self.severity = severity
    self.summary = summary
    self.explanation = explanation
  }
}
