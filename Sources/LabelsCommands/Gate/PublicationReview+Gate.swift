import LabelsCore
import LabelsKit

extension PublicationReview {
  /// Reviews the defaults against the newest version published under `root`. Its locale files are read
  /// as its manifest lists them, so a stray file there does not stop export from removing it.
  /// - Returns: the review, and why the folder of the current version could not be read when it is the
  ///   newest and export is to rewrite it: torn by a killed run, or damaged by hand. The defaults were then
  ///   reviewed against the version before it, and `check`'s freshness and history steps name every
  ///   damaged file.
  /// - Throws: ``CommandFailure`` when the newest published folder cannot be loaded and is not the
  ///   current version's.
  static func review(_ defaults: EncodedDefaults, exportRoot root: String) throws(CommandFailure) -> (
    review: PublicationReview, unreadableCurrent: CommandFailure?
  ) {
    let published = try DocumentLoader.publishedVersions(in: root)
    return try review(defaults.documents, at: defaults.version, against: published) {
      version throws(CommandFailure) in try readPublished(FileSystem.join(root, version.description))
    }
  }

  /// A published version folder, which export always writes with a manifest: one without was torn.
  private static func readPublished(_ folder: String) throws(CommandFailure) -> PublishedVersion {
    let published = try DocumentLoader.readVersionFolder(folder, listedOnly: true)
    guard published.manifest != nil else {
      throw CommandFailure(
        .dataError, file: FileSystem.join(folder, ExportPlan.manifestFileName),
        "is missing: export writes one in every version folder")
    }
    return published
  }

  /// One line for people on what the policy decided, naming the baseline's folder below `root`.
  func summary(exportRoot root: String) -> String {
    let from =
      baseline.map { "\(FileSystem.join(root, $0.description)) → defaults \(version)" }
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
  func refusal(versionLocation: FileLocation) -> Diagnostic? {
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
