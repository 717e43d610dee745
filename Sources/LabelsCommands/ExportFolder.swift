import LabelsKit

/// An output folder on disk (`Exports/`, or what emit and import write), compared with and updated to
/// the files a command plans.
struct ExportFolder {
  /// How a planned file relates to what is on disk.
  enum Difference: Equatable {
    /// The file does not exist.
    case missing(String)
    /// The file exists with other bytes.
    case outOfDate(String)
    /// A file beside the planned ones that the folder owns but the plan does not write.
    case unexpected(String)

    /// The diagnostic line that names the file and the fix.
    var diagnostic: String {
      switch self {
      case .missing(let path): "\(path): error: is missing; run 'make export'"
      case .outOfDate(let path): "\(path): error: is out of date; run 'make export'"
      case .unexpected(let path): "\(path): error: is not written by export; run 'make export' to remove it"
      }
    }
  }

  /// The export root, as the user named it.
  let root: String
  /// Whether a file found beside the planned files, by name, belongs to the output, so that a file the
  /// plan does not write is reported and removed: export owns the `.json` files of its version folder.
  var owns: @Sendable (String) -> Bool = { $0.hasSuffix(".json") }

  /// The path of a file below the root.
  func path(_ relativePath: String) -> String {
    FileSystem.join(root, relativePath)
  }

  /// What differs between the planned files and the disk, in path order.
  /// - Throws: ``FileSystemError`` when a file exists but cannot be read.
  func differences(from files: [ExportFile]) throws(FileSystemError) -> [Difference] {
    var differences: [Difference] = []
    var planned: Set<String> = []
    for file in files {
      let fullPath = path(file.path)
      planned.insert(fullPath)
      switch FileSystem.entry(at: fullPath) {
      case .missing:
        differences.append(.missing(fullPath))
      case .file, .directory:
        if try FileSystem.readFile(fullPath) != file.contents { differences.append(.outOfDate(fullPath)) }
      }
    }
    for folder in Set(files.map { path(parentFolder(of: $0.path)) })
    where FileSystem.entry(at: folder) == .directory {
      for name in try FileSystem.contents(ofDirectory: folder) where owns(name) {
        let fullPath = folder + "/" + name
        if !planned.contains(fullPath) { differences.append(.unexpected(fullPath)) }
      }
    }
    return differences
  }

  /// ``differences(from:)``, with a read failure as a ``CommandFailure`` (74).
  func readDifferences(from files: [ExportFile]) throws(CommandFailure) -> [Difference] {
    do {
      return try differences(from: files)
    } catch {
      throw CommandFailure(.ioError, file: error.path, "cannot read: \(error.reason)")
    }
  }

  /// Makes the disk match the planned files: writes what is missing or out of date and removes what
  /// export does not write. Every new file is staged beside its target first and renamed into place
  /// only when all were staged, so a failure leaves the earlier files as they were.
  /// - Throws: ``FileSystemError`` naming the file that could not be written.
  func apply(_ files: [ExportFile], differences: [Difference]) throws(FileSystemError) {
    let contentsByPath = Dictionary(
      files.map { (path($0.path), $0.contents) }, uniquingKeysWith: { first, _ in first })
    var staged: [(temporary: String, target: String)] = []
    do throws(FileSystemError) {
      for folder in Set(files.map { path(parentFolder(of: $0.path)) }).sorted() {
        try FileSystem.createDirectory(folder)
      }
      for difference in differences {
        switch difference {
        case .missing(let target), .outOfDate(let target):
          let temporary = temporaryPath(for: target)
          staged.append((temporary, target))
          try FileSystem.writeFile(contentsByPath[target] ?? [], to: temporary)
        case .unexpected:
          continue
        }
      }
      for (temporary, target) in staged { try FileSystem.moveFile(temporary, to: target) }
    } catch {
      for (temporary, _) in staged { try? FileSystem.removeFile(temporary) }
      throw error
    }
    for case .unexpected(let target) in differences { try FileSystem.removeFile(target) }
  }

  private func parentFolder(of relativePath: String) -> String {
    relativePath.split(separator: "/").dropLast().joined(separator: "/")
  }

  private func temporaryPath(for target: String) -> String {
    let slash = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
    return target[..<slash] + "." + target[slash...] + ".tmp"
  }
}
