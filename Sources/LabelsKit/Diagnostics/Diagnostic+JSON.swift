import LabelsCore

extension Diagnostic {
  /// The diagnostic as a JSON object with every member, `null` where unknown:
  /// `{"column", "file", "fix", "line", "message", "notes", "rule", "severity"}`.
  package var json: JSONValue {
    .object([
      "severity": .string(severity.rawValue),
      "file": location.map { .string($0.file) } ?? .null,
      "line": location?.line.map { .number(String($0)) } ?? .null,
      "column": location?.column.map { .number(String($0)) } ?? .null,
      "rule": rule.map(JSONValue.string) ?? .null,
      "message": .string(message),
      "fix": fix.map(JSONValue.string) ?? .null,
      "notes": .array(notes.map(JSONValue.string)),
    ])
  }
}
