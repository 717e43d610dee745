import Defaults
import Labels
import LabelsKit

/// The version policy applied to the current defaults: which published version they are compared
/// with, what changed, and whether they may be published at `Labels.schemaVersion`.
struct PublicationReview {
  /// The version the defaults would be published at.
  let current: SemanticVersion
  /// The published version compared with, and its folder; `nil` when nothing is published.
  let baseline: (folder: String, version: SemanticVersion)?
  /// The changes from the baseline to the defaults (empty when there is no baseline).
  let report: ChangeReport
  /// What the policy says.
  let decision: PolicyDecision

  /// Reviews the defaults against the versions published under `root`.
  /// - Throws: ``CommandFailure`` when the defaults or the baseline folder cannot be loaded.
  init(documents: LocalizedDocuments, version: SemanticVersion, exportRoot root: String)
    throws(CommandFailure)
  {
    let published = try DocumentLoader.versionFolders(in: root)
    let baselineVersion = VersionPolicy.baseline(for: version, published: published.map(\.version))
    current = version
    baseline = published.first { $0.version == baselineVersion }
    if let baseline {
      let old = try DocumentLoader.readVersionFolder(baseline.folder).documents
      report = SchemaDiff.compare(old: old, new: documents)
    } else {
      report = ChangeReport([])
    }
    decision = VersionPolicy.evaluate(current: version, baseline: baseline?.version, verdict: report.verdict)
  }

  /// One line for people on what the policy decided.
  var summary: String {
    let from = baseline.map { "\($0.folder) → defaults \(current)" } ?? "defaults \(current)"
    switch decision {
    case .firstVersion: return "\(from): first published version"
    case .unchanged: return "\(from): identical"
    case .contentInPlace: return "\(from): content only (\(report.summary.text)); may be re-exported in place"
    case .newVersion(_, let bump): return "\(from): \(report.verdict.rawValue), a valid \(bump.rawValue) bump"
    case .refused: return "\(from): \(report.verdict.rawValue), refused by the version policy"
    }
  }

  /// The diagnostics of a refusal: where `schemaVersion` is declared, the violation and the fix, then
  /// each change that calls for the bump. Empty when publishing is allowed.
  var refusalDiagnostics: [String] {
    guard case .refused(let violation) = decision else { return [] }
    var lines = ["\(SchemaSource.versionLocation): error: \(violation) [version-policy]"]
    if let severity = report.verdict.severity, severity > .content {
      for change in report.changes(atLeast: severity) {
        let locale = change.locale.map { "\($0) " } ?? ""
        lines.append(
          "  \(change.severity.rawValue) \(change.rule.rawValue) \(locale)\(change.path): \(change.message)")
      }
    }
    return lines
  }
}
