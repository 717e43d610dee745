/// How a file a command plans to write (an export, what emit or import writes) relates to what is on
/// disk, and what is printed for it.
package enum FolderDifference: Equatable, Sendable {
  /// The file does not exist.
  case missing(String)
  /// The file exists with other bytes.
  case outOfDate(String)
  /// A file beside the planned ones that the folder owns but the plan does not write.
  case unexpected(String)

  /// The diagnostic of `export --check` and `check`, which names the file and the fix.
  package var diagnostic: Diagnostic {
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
  package var writtenLine: String {
    switch self {
    case .missing(let path), .outOfDate(let path): "wrote \(path)"
    case .unexpected(let path): "removed \(path)"
    }
  }

  /// The line that ends a write of `fileCount` planned files into the output named `label`: up to date,
  /// or how many changed, with `note` in parentheses.
  package static func summary(
    _ differences: [FolderDifference], fileCount: Int, label: String, note: String? = nil
  ) -> String {
    differences.isEmpty
      ? "\(label) is up to date (\(fileCount) files)"
      : "\(label): \(differences.count) of \(fileCount) files changed" + (note.map { " (\($0))" } ?? "")
  }

  /// What a plan finds where it writes a file.
  package enum Found: Equatable, Sendable {
    /// Nothing.
    case nothing
    /// A file with these bytes.
    case file([UInt8])
    /// A folder, a link or another entry, which the write replaces: out of date whatever it holds.
    case other
  }

  /// What differs between the planned files and what is found where they go: each planned file that is
  /// missing or out of date, in plan order, then each file beside them that the output owns and the plan
  /// does not write, by folder and name. The one rule of `export`, `export --check`, `check`'s freshness,
  /// and what `emit`, `import`, `xliff` and `pull` write.
  /// - Parameters:
  ///   - files: the planned files, by path below the output (`2.0.0/en.json`).
  ///   - path: the path of a file or folder below the output, as reported.
  ///   - owns: whether a file found beside the planned files, by name, belongs to the output.
  ///   - found: what is at a planned file's path below the output.
  ///   - names: the names in a folder of planned files below the output, sorted; none when it is not a
  ///     folder.
  /// - Throws: what `found` or `names` throws.
  package static func differences<Failure: Error>(
    of files: [ExportFile], path: (String) -> String, owns: (String) -> Bool,
    found: (String) throws(Failure) -> Found, names: (String) throws(Failure) -> [String]
  ) throws(Failure) -> [FolderDifference] {
    var differences: [FolderDifference] = []
    var planned: Set<String> = []
    var plannedFolders: Set<String> = []
    for file in files {
      let fullPath = path(file.path)
      planned.insert(fullPath)
      plannedFolders.insert(file.path.split(separator: "/").dropLast().joined(separator: "/"))
      switch try found(file.path) {
      case .nothing: differences.append(.missing(fullPath))
      case .file(let bytes): if bytes != file.contents { differences.append(.outOfDate(fullPath)) }
      case .other: differences.append(.outOfDate(fullPath))
      }
    }
    for folder in plannedFolders.sorted() {
      for name in try names(folder) where owns(name) {
        let fullPath = path(folder) + "/" + name
        if !planned.contains(fullPath) { differences.append(.unexpected(fullPath)) }
      }
    }
    return differences
  }

  /// `check`'s freshness: ``differences(of:path:owns:found:names:)`` against the version folders as
  /// read once for the audit. A folder where a file belongs, kept as no bytes, is out of date, as on disk.
  /// - Parameters:
  ///   - files: the files export would write.
  ///   - folders: the version folders read below the root.
  ///   - path: the path of a file or folder below the root.
  ///   - owns: whether a file found beside the planned files, by name, belongs to the output.
  package static func differences(
    of files: [ExportFile], in folders: [PublishedFolder], path: (String) -> String, owns: (String) -> Bool
  ) -> [FolderDifference] {
    let byName = Dictionary(folders.map { ($0.name, $0.files) }, uniquingKeysWith: { first, _ in first })
    return differences(
      of: files, path: path, owns: owns,
      found: { relativePath -> Found in
        let components = relativePath.split(separator: "/").map(String.init)
        guard components.count == 2, let bytes = byName[components[0]]?[components[1]] else {
          return .nothing
        }
        return .file(bytes)
      },
      names: { folder in byName[folder].map { $0.keys.sorted() } ?? [] })
  }
}
