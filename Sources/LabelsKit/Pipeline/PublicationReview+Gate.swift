import LabelsCore

extension PublicationReview {
  /// One line for people on what the policy decided, naming the baseline's folder below `root`.
  package func summary(exportRoot root: String) -> String {
    let from =
      baseline.map { "\(root.hasSuffix("/") ? root : root + "/")\($0) → defaults \(version)" }
      ?? "defaults \(version)"
    switch decision {
    case .firstVersion: return "\(from): first published version"
    case .unchanged: return "\(from): identical"
    case .contentInPlace: return "\(from): content only (\(report.summary.text)); re-exported in place"
    case .newVersion(_, let bump): return "\(from): \(report.verdict.rawValue), a valid \(bump.rawValue) bump"
    case .refused: return "\(from): \(report.verdict.rawValue), refused by the version policy"
    }
  }

  /// The diagnostic of a refusal at `versionLocation`, where `schemaVersion` is declared: the violation
  /// and the fix, and as notes each change that calls for the bump. `nil` when publishing is allowed.
  package func refusal(versionLocation: FileLocation) -> Diagnostic? {
    guard case .refused(let violation) = decision else { return nil }
    var notes: [String] = []
    if let severity = report.verdict.severity, severity > .content {
      for change in report.changes(atLeast: severity) {
        let locale = change.locale.map { "\($0) " } ?? ""
        notes.append(
          "\(change.severity.rawValue) \(change.rule.id) \(locale)\(change.path): \(change.message)")
      }
    }
    return Diagnostic(
      GateRule.versionPolicy.severity, at: versionLocation, rule: GateRule.versionPolicy.id, "\(violation)",
      notes: notes)
  }
}
