/// A rule of the tool: a case of one family's enum (``ChangeRule``, ``FindingRule``, ``AuditRule``,
/// ``GateRule``) whose raw value is the id printed in brackets, defined by its ``definition``. The
/// enums are exhaustive, so a new rule cannot be added without its definition, and every list of rules
/// (help, documentation, tests) is read from `allCases`.
package protocol Rule: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// The severities of the family, such as ``Severity`` for the diff.
  associatedtype Level: RawRepresentable<String> & Sendable

  /// The rule's severity, summary and explanation.
  var definition: RuleDefinition<Level> { get }
}

extension Rule {
  /// The id printed in brackets and in every report, such as `key-removed`.
  package var id: String { rawValue }

  /// How bad a finding of the rule is.
  package var severity: Level { definition.severity }

  /// The severity as reports print it, such as `breaking` or `warning`.
  package var severityName: String { definition.severity.rawValue }

  /// One line on what the rule finds.
  package var summary: String { definition.summary }

  /// What a finding means and how to fix it.
  package var explanation: String { definition.explanation }
}
