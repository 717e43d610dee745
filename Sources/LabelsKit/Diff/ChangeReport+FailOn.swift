extension ChangeReport {
  /// Whether the report fails a run that fails on `level`, as `diff --fail-on` does: a change at or
  /// above it exists. `nil` (`--fail-on none`) never fails.
  package func fails(on level: Severity?) -> Bool {
    guard let level, let highest = verdict.severity else { return false }
    return highest >= level
  }
}
