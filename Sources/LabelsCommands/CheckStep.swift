import LabelsKit

/// One step of the release gate as `check` and `export` report it: what it found and the line that
/// sums it up, such as `lint: 1 error, 0 warnings`.
struct CheckStep {
  /// The step's name, such as `lint`, `compatibility`, `published` or `export`.
  let name: String
  /// What the step found, in the order found.
  let diagnostics: [Diagnostic]
  /// The line that sums the step up.
  let summary: String

  /// Prints the step as text: each diagnostic on stderr, the summary on stdout.
  func printText(to console: Console) {
    for diagnostic in diagnostics { console.diagnostic(diagnostic) }
    console.output(summary)
  }

  /// The step as GitHub Actions workflow commands, one per diagnostic, then the summary; one line each.
  var githubLines: [String] {
    diagnostics.map(\.githubCommand) + [summary]
  }
}
