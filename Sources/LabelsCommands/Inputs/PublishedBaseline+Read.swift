import LabelsCore
import LabelsKit

extension PublishedBaseline {
  /// The baseline of labels about to be published at `version`, read from the export root `root`:
  /// the newest version folder, or the one before it when the newest is `version` and cannot be read.
  /// Each folder's locale files are read as its manifest lists them, so a stray file there does not
  /// stop export from removing it.
  /// - Throws: ``CommandFailure`` (65, 66 or 74, naming the file) when the root cannot be listed or
  ///   a folder other than the current version's cannot be read.
  static func read(exportRoot root: String, current version: SemanticVersion) throws(CommandFailure)
    -> PublishedBaseline
  {
    try read(DocumentLoader.publishedVersions(in: root), current: version, reasons: \.diagnostics) {
      version throws(CommandFailure) in try readFolder(FileSystem.join(root, version.description))
    }
  }

  /// A published version folder, which export always writes with a manifest: one without was torn.
  private static func readFolder(_ folder: String) throws(CommandFailure) -> PublishedVersion {
    let published = try DocumentLoader.readVersionFolder(folder, listedOnly: true)
    guard published.manifest != nil else {
      throw CommandFailure(
        .dataError, file: FileSystem.join(folder, ExportPlan.manifestFileName),
        "is missing: export writes one in every version folder")
    }
    return published
  }
}
