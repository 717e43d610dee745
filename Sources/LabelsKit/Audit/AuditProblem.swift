/// One problem the audit of published versions found: where, which rule, what is wrong and the fix.
package struct AuditProblem: Equatable, Sendable {
  /// The version folder's name, such as `1.2.0`.
  package let folder: String
  /// The file within the folder, such as `ru.json`; `nil` for the folder itself.
  package let file: String?
  /// The line within the file, when known.
  package let line: Int?
  /// The rule.
  package let rule: AuditRule
  /// What is wrong and how to fix it, in lowercase, without the location.
  package let message: String

  /// Creates a problem.
  package init(folder: String, file: String? = nil, line: Int? = nil, rule: AuditRule, message: String) {
    self.folder = folder
    self.file = file
    self.line = line
    self.rule = rule
    self.message = message
  }
}
