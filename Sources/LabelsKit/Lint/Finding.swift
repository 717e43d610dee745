import LabelsCore

/// One problem that lint or the upload pre-flight found: the rule, how bad it is, the locale and the
/// JSON Pointer of the value, and a sentence that says what is wrong and how to fix it.
package struct Finding: Equatable, Sendable {
  /// The rule that found it.
  package let rule: FindingRule
  /// How bad it is.
  package let severity: Diagnostic.Severity
  /// The locale whose document holds the value, or `nil` for a finding about the whole upload or about
  /// a place every locale's document has (a path too long for the store, which the schema's keys make).
  package let locale: LocaleIdentifier?
  /// The value within its locale's document; the root for the document itself or the whole upload.
  package let path: JSONPointer
  /// What is wrong and how to fix it, in lowercase, without the location.
  package let message: String

  /// Creates a finding.
  package init(
    rule: FindingRule, severity: Diagnostic.Severity, locale: LocaleIdentifier?, path: JSONPointer,
    message: String
  ) {
    self.rule = rule
    self.severity = severity
    self.locale = locale
    self.path = path
    self.message = message
  }

  /// The same finding as an error: what `--strict` makes of a warning.
  package var asError: Finding {
    Finding(rule: rule, severity: .error, locale: locale, path: path, message: message)
  }

  /// The locale and the pointer, such as `ru /login/welcome`; empty for the whole upload. Printed
  /// through ``LogText`` by every report.
  package var place: String {
    [locale?.rawValue, path.isRoot ? nil : path.description].compactMap { $0 }.joined(separator: " ")
  }
}
