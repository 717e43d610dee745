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
  /// The report's keys, in canonical order.
  private static let reportKeys = ["changes", "suggestedBump", "summary", "verdict"]
  /// A change's keys, in canonical order.
  private static let changeKeys = ["hint", "id", "locale", "new", "old", "path", "rule", "severity"]

  /// The report as a JSON document.
  package static func json(_ report: ChangeReport) -> JSONValue {
    .object(
      Dictionary(
        uniqueKeysWithValues: zip(reportKeys, [.array(report.changes.map(json))] + otherValues(report))))
  }

  /// The report as canonical JSON text, ending in a newline: the bytes of ``json(_:)``, written
  /// without building each change as a value and sorting its keys (a quarter of a large `diff`'s
  /// serial work).
  package static func render(_ report: ChangeReport) -> String {
    let others = otherValues(report)
    let bytes = CanonicalJSONWriter.bytes { output in
      CanonicalJSONWriter.writeObject(keys: reportKeys, indent: 0, into: &output) { member, output in
        guard member == 0 else {
          CanonicalJSONWriter.write(others[member - 1], indent: 1, into: &output)
          return
        }
        CanonicalJSONWriter.writeArray(count: report.changes.count, indent: 1, into: &output) {
          index, output in
          let values = values(report.changes[index])
          CanonicalJSONWriter.writeObject(keys: changeKeys, indent: 2, into: &output) { member, output in
            CanonicalJSONWriter.write(values[member], indent: 3, into: &output)
          }
        }
      }
    }
    return LogText.escaped(json: String(decoding: bytes, as: UTF8.self))
  }

  /// The values of the report's members after `changes`, in the order of ``reportKeys``.
  private static func otherValues(_ report: ChangeReport) -> [JSONValue] {
    let summary = report.summary
    return [
      .string(report.suggestedBump.rawValue),
      .object(
        Dictionary(
          uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, .number(String(summary[$0]))) })),
      .string(report.verdict.rawValue),
    ]
  }

  private static func json(_ change: Change) -> JSONValue {
    .object(Dictionary(uniqueKeysWithValues: zip(changeKeys, values(change))))
  }

  /// The values of a change's members, in the order of ``changeKeys``.
  private static func values(_ change: Change) -> [JSONValue] {
    [
      change.hint.map(JSONValue.string) ?? .null,
      change.id.map(JSONValue.string) ?? .null,
      change.locale.map { .string($0.rawValue) } ?? .null,
      change.new ?? .null,
      change.old ?? .null,
      .string(change.path.description),
      .string(change.rule.rawValue),
      .string(change.severity.rawValue),
    ]
  }
}
