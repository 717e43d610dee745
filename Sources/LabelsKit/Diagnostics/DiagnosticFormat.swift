/// The ways the commands that report diagnostics (`lint`, `check`) print them, by their `--format` name.
package enum DiagnosticFormat: String, Hashable, Sendable, CaseIterable {
  /// For people and editors: `FILE:LINE: error: message [rule-id]` lines on stderr, a summary on stdout.
  case text
  /// For programs: one canonical JSON document with a stable shape on stdout.
  case json
  /// GitHub Actions workflow commands that annotate the files in a pull request, on stdout.
  case github
}
