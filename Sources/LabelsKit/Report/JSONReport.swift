import LabelsCore

/// Prints a report as one canonical JSON document with a stable shape, for programs.
///
/// ```
/// {
///   "changes": [
///     {"hint": null, "id": null, "locale": "ru", "new": null, "old": "Welcome",
///      "path": "/login/welcome", "rule": "key-removed", "severity": "breaking"}
///   ],
///   "suggestedBump": "major",
///   "summary": {"additive": 0, "breaking": 1, "content": 0},
///   "verdict": "breaking"
/// }
/// ```
/// Every change has all eight members: `locale`, `id`, `hint`, `old` and `new` are `null` when the
/// change has none (`old` and `new` are also `null` when the value itself is JSON `null`; the rule says
/// which of them can be present). Printed by ``CanonicalJSONWriter``, so keys are sorted, and through
/// ``LogText/escaped(json:)``, so the scalars a terminal or runner would act on are JSON escapes.
package enum JSONReport {
  /// The report as a JSON document.
  package static func json(_ report: ChangeReport) -> JSONValue {
    let summary = report.summary
    return .object([
      "verdict": .string(report.verdict.rawValue),
      "suggestedBump": .string(report.suggestedBump.rawValue),
      "summary": .object(
        Dictionary(
          uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, .number(String(summary[$0]))) })),
      "changes": .array(report.changes.map(json)),
    ])
  }

  /// The report as canonical JSON text, ending in a newline.
  package static func render(_ report: ChangeReport) -> String {
    LogText.escaped(json: CanonicalJSONWriter.string(json(report)))
  }

  private static func json(_ change: Change) -> JSONValue {
    .object([
      "rule": .string(change.rule.rawValue),
      "severity": .string(change.severity.rawValue),
      "locale": change.locale.map { .string($0.rawValue) } ?? .null,
      "path": .string(change.path.description),
      "old": change.old ?? .null,
      "new": change.new ?? .null,
      "id": change.id.map(JSONValue.string) ?? .null,
      "hint": change.hint.map(JSONValue.string) ?? .null,
    ])
  }
}
