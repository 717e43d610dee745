import LabelsKit

extension CheckStep {
  /// Prints the step as text: each diagnostic on stderr, the summary on stdout.
  func printText(to console: Console) {
    for diagnostic in diagnostics { console.diagnostic(diagnostic) }
    console.output(summary)
  }
}
