import LabelsKit

/// The version folders of an export root, read and audited, and the major lines laid out from them: what
/// `bundle`, `publish` and `status` upload and `serve` answers, read in this one place so that they never
/// differ.
enum PublishedLines {
  /// Reads every version folder of `root`, with the bytes of its files, and audits them.
  /// - Throws: ``CommandFailure``: 66 when `root` holds no version, 74 when a folder or file cannot be
  ///   read.
  static func read(_ root: String) throws(CommandFailure) -> PublishedInputs {
    let folders = try PublishedExports.read(root)
    guard !folders.isEmpty else {
      throw CommandFailure(.noInput, file: root, "holds no published version; run 'make export' first")
    }
    return PublishedInputs(folders: folders)
  }

  /// One line per major of the versions `published` could read; a line laid out beside a problem of the
  /// audit must not be uploaded.
  /// - Throws: ``CommandFailure``: 65 when the lines cannot be laid out.
  static func publication(of published: PublishedInputs, root: String) throws(CommandFailure)
    -> MajorLinePublication
  {
    do {
      return try published.lines()
    } catch {
      throw CommandFailure(.dataError, file: root, "\(error)")
    }
  }
}
