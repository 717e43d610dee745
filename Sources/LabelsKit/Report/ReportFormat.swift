/// The ways a ``ChangeReport`` can be printed, by their `--format` name.
package enum ReportFormat: String, Hashable, Sendable, CaseIterable {
  /// For people in a terminal: one line per change, grouped by severity, then the verdict.
  case text
  /// For programs: one canonical JSON document with a stable shape.
  case json
  /// GitHub Actions workflow commands that annotate files in a pull request.
  case github
  /// A Markdown table per severity, for a pull request comment.
  case markdown
}
