import LabelsKit

/// The version folders of an export root, audited, and the major lines laid out from them: what `bundle`
/// uploads and `serve` answers, read in this one place so that the two never differ.
enum PublishedLines {
  /// Reads and audits every version folder of `root`.
  /// - Throws: ``CommandFailure``: 66 when `root` holds no version, 74 when a folder or file cannot be
  ///   read.
  static func audit(_ root: String) throws(CommandFailure) -> PublishedAudit {
    PublishedAudit(folders: try folders(root))
  }

  /// Reads every version folder of `root`, with the bytes of its files.
  /// - Throws: ``CommandFailure``: 66 when `root` holds no version, 74 when a folder or file cannot be
  ///   read.
  static func folders(_ root: String) throws(CommandFailure) -> [PublishedFolder] {
    let folders = try PublishedExports.read(root)
    guard !folders.isEmpty else {
      throw CommandFailure(.noInput, file: root, "holds no published version; run 'make export' first")
    }
    return folders
  }

  /// One line per major of the versions `audit` could read; a line laid out beside a problem of the
  /// audit must not be uploaded.
  /// - Throws: ``CommandFailure``: 65 when the lines cannot be laid out.
  static func publication(of audit: PublishedAudit, root: String) throws(CommandFailure)
    -> MajorLinePublication
  {
    do {
      return try MajorLinePublication(versions: audit.versions.map { ($0.version, $0.documents) })
    } catch {
      throw CommandFailure(.dataError, file: root, "\(error)")
    }
  }
}
