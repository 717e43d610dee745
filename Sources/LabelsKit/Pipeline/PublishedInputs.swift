import LabelsCore

/// The published versions as a command read them, once: every version folder's bytes and their audit.
/// `bundle`, `publish` and `status` read this alone (they never need the defaults); `check` reads it as
/// part of ``ReleaseInputs``, and every stage that asks about the published versions (the audit, the
/// baseline, the freshness, the plural forms of installed apps, the upload) works on these bytes.
package struct PublishedInputs: Sendable {
  /// Every folder of the export root, with the bytes of each file in it.
  package let folders: [PublishedFolder]
  /// The audit of `folders`: the versions that could be read, oldest first, and every problem.
  package let audit: PublishedAudit

  /// Audits the folders as read.
  package init(folders: [PublishedFolder]) {
    self.folders = folders
    audit = PublishedAudit(folders: folders)
  }

  /// The folder of the audited `version`, as read.
  package func folder(of version: SemanticVersion) -> PublishedFolder? {
    folders.first { (try? SemanticVersion($0.name)) == version }
  }

  /// One line per major of the versions the audit could read.
  /// - Throws: ``UploadError`` when the lines cannot be laid out.
  package func lines() throws(UploadError) -> MajorLinePublication {
    try MajorLinePublication(versions: audit.versions.map { ($0.version, $0.documents) })
  }

  /// The plural forms of the apps installed from these versions, beside `major`, the schema's; none when
  /// no line can be laid out (nothing was published, or the audit reports why).
  package func installedPlurals(major: Int) -> InstalledPlurals {
    guard let publication = try? lines() else { return .none }
    return InstalledPlurals(major: major, lines: publication.lines)
  }

  /// The upload stage: the audit of the upload of `publication` (``lines()``) to `environment`. The
  /// allow-list is asked for only when the audit finds no problem, as only then lint runs on the newest
  /// version.
  /// - Throws: what `allowlist` throws.
  package func upload<Failure: Error>(
    _ publication: MajorLinePublication, to environment: UploadEnvironment,
    allowlist: () throws(Failure) -> UntranslatedAllowlist
  ) throws(Failure) -> UploadAudit {
    UploadAudit(
      audit, lines: publication, environment: environment,
      allowlist: audit.problems.isEmpty ? try allowlist() : .none)
  }
}
