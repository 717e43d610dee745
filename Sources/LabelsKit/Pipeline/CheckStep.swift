/// One stage of the release pipeline as `check` and `export` report it: what it found and the line
/// that sums it up, such as `lint: 1 error, 0 warnings`.
package struct CheckStep: Sendable {
  /// The step's name, such as `lint`, `compatibility`, `published` or `export`.
  package let name: String
  /// What the step found, in the order found.
  package let diagnostics: [Diagnostic]
  /// The line that sums the step up.
  package let summary: String

  /// A step that found `diagnostics`, summed up by `summary`.
  package init(name: String, diagnostics: [Diagnostic], summary: String) {
    self.name = name
    self.diagnostics = diagnostics
    self.summary = summary
  }

  /// The step as GitHub Actions workflow commands, one per diagnostic, then the summary; one line each.
  package var githubLines: [String] {
    diagnostics.map(\.githubCommand) + [summary]
  }
}
