/// Prints a report as GitHub Actions workflow commands, one annotation per change, then the verdict
/// line: `::error` for breaking, `::warning` for additive and `::notice` for content changes.
///
/// ```
/// ::error file=Exports/1.2.0/ru.json,line=4,title=key-removed::ru /login/welcome: key removed (was "Welcome")
/// ```
/// Each annotation is a ``Diagnostic`` printed by ``Diagnostic/githubCommand``, which escapes it.
package enum GitHubReport {
  /// The report as workflow commands, ending in a newline; `locate` gives the file and line an
  /// annotation points at, or `nil` for none.
  package static func render(_ report: ChangeReport, locate: (Change) -> FileLocation?) -> String {
    let changes = report.changes
    let locations = changes.map(locate)
    // Each half of the annotations is written on a core of its own: for thousands of changes this was
    // the longest part of the run.
    let annotations = ParallelWork.halves(of: changes.count) { range in
      range.map { annotation(changes[$0], at: locations[$0]) }
    }
    return (annotations + [report.verdictLine()]).joined(separator: "\n") + "\n"
  }

  private static func annotation(_ change: Change, at location: FileLocation?) -> String {
    // The locale and the path, each when there is one, then the message.
    var text = change.locale?.rawValue ?? ""
    if !change.path.isRoot { text += (text.isEmpty ? "" : " ") + change.path.description }
    if !text.isEmpty { text += ": " }
    text += change.message
    return Diagnostic(severity(change.severity), at: location, rule: change.rule.id, text).githubCommand
  }

  private static func severity(_ severity: Severity) -> Diagnostic.Severity {
    switch severity {
    case .breaking: .error
    case .additive: .warning
    case .content: .notice
    }
  }
}
