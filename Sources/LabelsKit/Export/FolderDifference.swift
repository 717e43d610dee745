/// How a file a command plans to write (an export, what emit or import writes) relates to what is on
/// disk, and what is printed for it.
public enum FolderDifference: Equatable, Sendable {
  /// The file does not exist.
  case missing(String)
  /// The file exists with other bytes.
  case outOfDate(String)
  /// A file beside the planned ones that the folder owns but the plan does not write.
  case unexpected(String)

  /// The diagnostic of `export --check` and `check`, which names the file and the fix.
  public var diagnostic: Diagnostic {
    switch self {
    case .missing(let path):
      Diagnostic(.error, at: FileLocation(file: path), "is missing", fix: "run 'make export'")
    case .outOfDate(let path):
      Diagnostic(.error, at: FileLocation(file: path), "is out of date", fix: "run 'make export'")
    case .unexpected(let path):
      Diagnostic(
        .error, at: FileLocation(file: path), "is not written by export",
        fix: "run 'make export' to remove it")
    }
  }

  /// The line printed once the difference is written: `wrote PATH` or `removed PATH`.
  public var writtenLine: String {
    switch self {
    case .missing(let path), .outOfDate(let path): "wrote \(path)"
    case .unexpected(let path): "removed \(path)"
    }
  }

  /// The line that ends a write of `fileCount` planned files into the output named `label`: up to date,
  /// or how many changed, with `note` in parentheses.
  public static func summary(
    _ differences: [FolderDifference], fileCount: Int, label: String, note: String? = nil
  ) -> String {
    differences.isEmpty
      ? "\(label) is up to date (\(fileCount) files)"
      : "\(label): \(differences.count) of \(fileCount) files changed" + (note.map { " (\($0))" } ?? "")
  }

  /// `check`'s freshness: what differs between the planned files (`2.0.0/en.json`, below the export
  /// root) and the version folders as read once for the audit, in path order. A folder where a file
  /// belongs, kept as no bytes, is out of date, as on disk.
  /// - Parameters:
  ///   - files: the files export would write.
  ///   - folders: the version folders read below the root.
  ///   - path: the path of a file or folder below the root.
  ///   - owns: whether a file found beside the planned files, by name, belongs to the output.
  public static func differences(
    of files: [ExportFile], in folders: [PublishedFolder], path: (String) -> String, owns: (String) -> Bool
  ) -> [FolderDifference] {
    let byName = Dictionary(folders.map { ($0.name, $0.files) }, uniquingKeysWith: { first, _ in first })
    var differences: [FolderDifference] = []
    var planned: Set<String> = []
    var plannedFolders: Set<String> = []
    for file in files {
      let fullPath = path(file.path)
      planned.insert(fullPath)
      let components = file.path.split(separator: "/").map(String.init)
      plannedFolders.insert(components.dropLast().joined(separator: "/"))
      switch components.count == 2 ? byName[components[0]]?[components[1]] : nil {
      case nil: differences.append(.missing(fullPath))
      case let bytes?: if bytes != file.contents { differences.append(.outOfDate(fullPath)) }
      }
    }
    for folder in plannedFolders.sorted() {
      for name in (byName[folder] ?? [:]).keys.sorted() where owns(name) {
        let fullPath = path(folder) + "/" + name
        if !planned.contains(fullPath) { differences.append(.unexpected(fullPath)) }
      }
    }
    return differences
  }
}
