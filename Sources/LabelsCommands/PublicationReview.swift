import LabelsKit

/// The version policy applied to the current defaults: the newest published version they are compared
/// with, what changed, and whether they may be published at `Labels.schemaVersion`.
struct PublicationReview {
  /// The version the defaults would be published at.
  let current: SemanticVersion
  /// The newest published version and its folder; `nil` when nothing is published.
  let newest: (folder: String, version: SemanticVersion)?
  /// The changes from the newest published version to the defaults (empty when there is none).
  let report: ChangeReport
  /// What the policy says.
  let decision: PolicyDecision
  /// Where `schemaVersion` is declared, for the refusal.
  let versionLocation: FileLocation
  /// Why the folder of the current version could not be read, when it is the newest and export is to
  /// rewrite it: torn by a killed run, or damaged by hand. The defaults were then reviewed against the
  /// version before it, and `check`'s freshness and history steps name every damaged file.
  let unreadableCurrent: CommandFailure?

  /// Reviews the defaults against the newest version published under `root`. Its locale files are read
  /// as its manifest lists them, so a stray file there does not stop export from removing it.
  /// - Throws: ``CommandFailure`` when the newest published folder cannot be loaded and is not the
  ///   current version's.
  init(defaults: EncodedDefaults, exportRoot root: String, paths: ProjectPaths) throws(CommandFailure) {
    current = defaults.version
    versionLocation = paths.versionLocation
    var folders = try DocumentLoader.versionFolders(in: root)
    var published: PublishedVersion?
    var unreadableCurrent: CommandFailure?
    if let last = folders.last {
      do {
        published = try Self.readPublished(last.folder)
      } catch  where last.version == defaults.version {
        unreadableCurrent = error
        folders.removeLast()
        if let previous = folders.last { published = try Self.readPublished(previous.folder) }
      }
    }
    newest = folders.last
    self.unreadableCurrent = unreadableCurrent
    if let published {
      report = SchemaDiff.compare(
        old: published.documents, new: defaults.documents, oldSchema: published.schema)
    } else {
      report = ChangeReport([])
    }
    decision = VersionPolicy.evaluate(
      current: defaults.version, newest: newest?.version, verdict: report.verdict)
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

  /// One line for people on what the policy decided.
  var summary: String {
    let from = newest.map { "\($0.folder) → defaults \(current)" } ?? "defaults \(current)"
    switch decision {
    case .firstVersion: return "\(from): first published version"
    case .unchanged: return "\(from): identical"
    case .contentInPlace: return "\(from): content only (\(report.summary.text)); re-exported in place"
    case .newVersion(_, let bump): return "\(from): \(report.verdict.rawValue), a valid \(bump.rawValue) bump"
    case .refused: return "\(from): \(report.verdict.rawValue), refused by the version policy"
    }
  }

  /// The diagnostic of a refusal: where `schemaVersion` is declared, the violation and the fix, and
  /// as notes each change that calls for the bump. `nil` when publishing is allowed.
  var refusal: Diagnostic? {
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
