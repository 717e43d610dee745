/// The ways lint findings can be printed, by their `--format` name.
public enum LintFormat: String, Hashable, Sendable, CaseIterable {
  /// For people and editors: `FILE:LINE: error: message [rule-id]` lines on stderr, a summary on stdout.
  case text
  /// For programs: one canonical JSON document with a stable shape.
  case json
  /// GitHub Actions workflow commands that annotate the files in a pull request.
  case github
}
