/// One problem to report, as a value: how bad it is, where, under which rule, what is wrong and how to
/// fix it. Every command builds these and prints them through one renderer per format: ``text`` for
/// people and editors, ``githubCommand`` for GitHub Actions, ``json`` for programs.
package struct Diagnostic: Equatable, Sendable {
  /// How bad a diagnostic is, by the name every format prints.
  package enum Severity: String, Hashable, Sendable {
    /// Fails the command.
    case error
    /// Reported; does not fail the command.
    case warning
    /// For information, such as a content change in a diff.
    case notice
  }

  /// How bad it is.
  package let severity: Severity
  /// The file, and the line and column where known; `nil` for a problem of no file.
  package let location: FileLocation?
  /// The id of the rule that found it, such as `placeholder-mismatch`.
  package let rule: String?
  /// What is wrong, in lowercase, without the location.
  package let message: String
  /// What to do about it, when it is not part of the message.
  package let fix: String?
  /// Lines that belong to the diagnostic, such as the changes that call for a version bump.
  package let notes: [String]

  /// Creates a diagnostic.
  package init(
    _ severity: Severity, at location: FileLocation? = nil, rule: String? = nil, _ message: String,
    fix: String? = nil, notes: [String] = []
  ) {
    self.severity = severity
    self.location = location
    self.rule = rule
    self.message = message
    self.fix = fix
    self.notes = notes
  }

  /// The message and the fix as one sentence: `is out of date; run 'make export'`.
  package var fullMessage: String {
    fix.map { message + "; " + $0 } ?? message
  }
}
