/// A finding with the file, and the line where known, that an editor should open for it.
package struct LocatedFinding: Equatable, Sendable {
  /// The finding.
  package let finding: Finding
  /// The file, such as `Exports/1.0.0/ru.json` or `Defaults/Labels+Russian.swift`, and the line.
  package let location: FileLocation

  /// Places a finding in a file.
  package init(_ finding: Finding, at location: FileLocation) {
    self.finding = finding
    self.location = location
  }

  /// The finding made an error, where it lies (`lint --strict`, `check --fail-on-stale`).
  package var asError: LocatedFinding {
    LocatedFinding(finding.asError, at: location)
  }

  /// The finding as a diagnostic: its message led by the locale and the pointer, such as
  /// `ru /login/greeting: ...`, printed as `FILE[:LINE]: error: ru /login/greeting: message [rule-id]`.
  package var diagnostic: Diagnostic {
    let place = finding.place.isEmpty ? "" : finding.place + ": "
    return Diagnostic(finding.severity, at: location, rule: finding.rule.id, place + finding.message)
  }
}
