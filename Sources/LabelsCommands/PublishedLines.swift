import LabelsKit

/// The version folders of an export root, audited, and the major lines laid out from them: what `bundle`
/// uploads and `serve` answers, read in this one place so that the two never differ.
struct PublishedLines {
  /// The audit of every version folder; a line laid out beside a problem must not be uploaded.
  let audit: PublishedAudit
  /// The major lines, one per published major.
  let publication: MajorLinePublication

  /// Reads and audits every version folder of `root` and lays out one line per major.
  /// - Throws: ``CommandFailure``: 66 when `root` holds no version, 65 when the lines cannot be laid
  ///   out, 74 when a folder or file cannot be read.
  static func read(_ root: String) throws(CommandFailure) -> PublishedLines {
    let folders = try PublishedExports.read(root)
    guard !folders.isEmpty else {
      throw CommandFailure(.noInput, file: root, "holds no published version; run 'make export' first")
    }
    let audit = PublishedAudit(folders: folders)
    do {
      let publication = try MajorLinePublication(
        versions: audit.versions.map { ($0.version, $0.documents) })
      return PublishedLines(audit: audit, publication: publication)
    } catch {
      throw CommandFailure(.dataError, file: root, "\(error)")
    }
  }
}
