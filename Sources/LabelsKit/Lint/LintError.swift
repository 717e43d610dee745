import LabelsCore

/// Why lint cannot run with the settings it was given.
package enum LintError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An allow-list pattern is not a JSON Pointer.
  case invalidAllowlistPattern(String)
  /// An allow-list pattern names an invalid locale.
  case invalidAllowlistLocale(pattern: String, IdentifierError)

  package var description: String {
    switch self {
    case .invalidAllowlistPattern(let pattern):
      "the untranslated allow-list pattern \"\(pattern)\" is not a JSON Pointer; start it with '/', "
        + "such as /brand/name or /expenses/categories/*/id"
    case .invalidAllowlistLocale(let pattern, let error):
      "the untranslated allow-list pattern \"\(pattern)\" names an \(error)"
    }
  }
}
