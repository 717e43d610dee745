import LabelsKit

/// An output folder on disk (`Exports/`, or what emit and import write), compared with and updated to
/// the files a command plans.
struct ExportFolder {
  /// The export root, as the user named it.
  let root: String
  /// Whether a file found beside the planned files, by name, belongs to the output, so that a file the
  /// plan does not write is reported and removed: export owns the `.json` files of its version folder.
  var owns: @Sendable (String) -> Bool = { $0.hasSuffix(".json") }

  /// The path of a file below the root.
  func path(_ relativePath: String) -> String {
    FileSystem.join(root, relativePath)
  }

  /// What differs between the planned files and the disk: LabelsKit's
  /// ``FolderDifference/differences(of:path:owns:found:names:)`` on the files and folders there, each
  /// file read through `inputs` when the run shares its reads.
  /// - Throws: ``FileSystemError`` when a file exists but cannot be read.
  func differences(from files: [ExportFile], inputs: InputFiles = InputFiles()) throws(FileSystemError)
    -> [FolderDifference]
  {
    try FolderDifference.differences(
      of: files, path: path, owns: owns,
      found: { relativePath throws(FileSystemError) -> FolderDifference.Found in
        let fullPath = path(relativePath)
        switch FileSystem.entry(at: fullPath) {
        case .missing: return .nothing
        case .file: return .file(try inputs.bytes(fullPath))
        // Replaced by the rename, never followed or read; a folder in the way makes the rename fail.
        case .directory, .link, .special: return .other
        }
      },
      names: { folder throws(FileSystemError) in
        FileSystem.entry(at: path(folder)) == .directory
          ? try FileSystem.contents(ofDirectory: path(folder)) : []
      })
  }

  /// ``differences(from:)`` against version folders already read below the root (`check` reads them
  /// once): LabelsKit's ``FolderDifference/differences(of:in:path:owns:)``.
  func differences(from files: [ExportFile], in folders: [PublishedFolder]) -> [FolderDifference] {
    FolderDifference.differences(of: files, in: folders, path: path, owns: owns)
  }

  /// ``differences(from:inputs:)``, with a read failure as a ``CommandFailure`` (74).
  func readDifferences(from files: [ExportFile], inputs: InputFiles = InputFiles()) throws(CommandFailure)
    -> [FolderDifference]
  {
    do {
      return try differences(from: files, inputs: inputs)
    } catch {
      throw CommandFailure(reading: error)
    }
  }

  /// Makes the disk match the planned files: writes what is missing or out of date and removes what
  /// export does not write. A folder below the root that does not exist yet (a new version) is staged
  /// whole under a hidden name and renamed into place in one step, so no run ever leaves it half
  /// written; every other file goes through one ``StagedWrite``, `with`'s (export's review state beside
  /// its version files), so a failure leaves them as they were: the new folders are renamed into place
  /// first and taken away again when that write fails. Nothing is written through a link: staging files
  /// are created exclusively and a link where a folder belongs is refused.
  /// - Throws: ``FileSystemError`` naming the file that could not be written.
  func apply(_ files: [ExportFile], differences: [FolderDifference], with write: StagedWrite = StagedWrite())
    throws(FileSystemError)
  {
    let fileByPath = Dictionary(
      files.map { (path($0.path), $0) }, uniquingKeysWith: { first, _ in first })
    let newFolders = Set(
      files.compactMap { file -> String? in
        let components = file.path.split(separator: "/")
        guard components.count > 1 else { return nil }
        return String(components[0])
      }
    ).filter { FileSystem.entry(at: path($0)) == .missing }
    var write = write
    var stagedFolders: [String: String] = [:]
    var placedFolders: [String] = []
    do throws(FileSystemError) {
      try FileSystem.createDirectory("", below: root)
      for folder in newFolders.sorted() {
        stagedFolders[folder] = try FileSystem.createStagingDirectory(beside: path(folder))
      }
      for difference in differences {
        let target: String
        switch difference {
        case .missing(let path), .outOfDate(let path): target = path
        case .unexpected: continue
        }
        guard let file = fileByPath[target] else { continue }
        let components = file.path.split(separator: "/").map(String.init)
        if let temporary = stagedFolders[components[0]] {
          let inside = components.dropFirst().joined(separator: "/")
          try FileSystem.createDirectory(parentFolder(of: inside), below: temporary)
          try FileSystem.writeNewFile(file.contents, to: FileSystem.join(temporary, inside))
        } else {
          try FileSystem.createDirectory(parentFolder(of: file.path), below: root)
          write.add(target, file.contents)
        }
      }
      for (folder, temporary) in stagedFolders.sorted(by: { $0.key < $1.key }) {
        try FileSystem.move(temporary, to: path(folder))
        stagedFolders[folder] = nil
        placedFolders.append(path(folder))
      }
      try write.commit()
    } catch {
      // Cleanup after a failure already being reported: what cannot be removed is left to the next
      // export, which removes staging leftovers under its lock.
      for temporary in stagedFolders.values + placedFolders { try? FileSystem.removeTree(temporary) }
      throw error
    }
    for case .unexpected(let target) in differences { try FileSystem.removeFile(target) }
  }

  /// Removes what a run killed before its renames left in the root or in `folders` below it: hidden
  /// staging files and folders (``FileSystem/isStagingName(_:)``). Call it only while holding the
  /// root's ``FolderLock`` exclusively, when no other run can be staging.
  /// - Returns: the paths removed.
  /// - Throws: ``FileSystemError`` when one cannot be listed or removed.
  func removeInterruptedStaging(in folders: [String]) throws(FileSystemError) -> [String] {
    var removed: [String] = []
    for folder in [root] + folders.map(path) where FileSystem.entry(at: folder) == .directory {
      for name in try FileSystem.contents(ofDirectory: folder) where FileSystem.isStagingName(name) {
        let leftover = FileSystem.join(folder, name)
        try FileSystem.removeTree(leftover)
        removed.append(leftover)
      }
    }
    return removed
  }

  private func parentFolder(of relativePath: String) -> String {
    relativePath.split(separator: "/").dropLast().joined(separator: "/")
  }
}
