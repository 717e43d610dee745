import LabelsCore
import LabelsKit

extension PublishedBaseline {
  /// The baseline of labels about to be published at `version`, read from the export root `root`:
  /// the newest version folder, or the one before it when the newest is `version` and cannot be read.
  /// Each folder's locale files are read as its manifest lists them, so a stray file there does not
  /// stop export from removing it. Files are read through `inputs` when the run shares its reads.
  /// - Throws: ``CommandFailure`` (65, 66 or 74, naming the file) when the root cannot be listed or
  ///   a folder other than the current version's cannot be read.
  static func read(
    exportRoot root: String, current version: SemanticVersion, inputs: InputFiles = InputFiles()
  )
    throws(CommandFailure) -> PublishedBaseline
  {
    try read(DocumentLoader.publishedVersions(in: root), current: version, reasons: \.diagnostics) {
      version throws(CommandFailure) in
      try readFolder(FileSystem.join(root, version.description), inputs: inputs)
    }
  }

  /// ``read(exportRoot:current:)`` from the version folders `folders`, already read under `root`
  /// (`check` reads them once for the audit, the baseline and the freshness); a folder not among them is
  /// read from disk.
  /// - Throws: ``CommandFailure`` (65, 66 or 74, naming the file) as ``read(exportRoot:current:)``.
  static func read(exportRoot root: String, current version: SemanticVersion, folders: [PublishedFolder])
    throws(CommandFailure) -> PublishedBaseline
  {
    let byName = Dictionary(folders.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return try read(DocumentLoader.publishedVersions(in: root), current: version, reasons: \.diagnostics) {
      version throws(CommandFailure) in
      let path = FileSystem.join(root, version.description)
      guard let folder = byName[version.description] else { return try readFolder(path) }
      var files = folder.files
      // The audit's reading keeps a folder in a version folder as no bytes: read it again, so that it
      // is refused as reading the folder alone would refuse it.
      for (name, bytes) in files where bytes.isEmpty && name.hasSuffix(".json") && !name.hasPrefix(".") {
        files[name] = try DocumentLoader.readBytes(FileSystem.join(path, name))
      }
      return try manifested(DocumentLoader.versionFolder(path, files: files, listedOnly: true), in: path)
    }
  }

  /// A published version folder, which export always writes with a manifest: one without was torn.
  private static func readFolder(_ folder: String, inputs: InputFiles = InputFiles()) throws(CommandFailure)
    -> PublishedVersion
  {
    try manifested(DocumentLoader.readVersionFolder(folder, listedOnly: true, inputs: inputs), in: folder)
  }

  /// `published`, read from `folder`, when it has its manifest.
  /// - Throws: ``CommandFailure`` (65) naming the missing manifest.
  private static func manifested(_ published: PublishedVersion, in folder: String) throws(CommandFailure)
    -> PublishedVersion
  {
    guard published.manifest != nil else {
      throw CommandFailure(
        .dataError, file: FileSystem.join(folder, ExportPlan.manifestFileName),
        "is missing: export writes one in every version folder")
    }
    return published
  }
}
