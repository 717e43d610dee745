import LabelsCore
import LabelsKit

/// The folders the team owns (docs/layout.md, "What the team owns"): the schema, the defaults with the
/// review state and the history start, and the published versions. `init` replaces them whole, in one
/// step: the new contents are staged in a hidden folder beside them, then each folder is renamed into
/// place; a failure renames back what had moved, so the project is the old one or the new one.
struct TeamFolders {
  /// What the team's folders held before a replacement.
  struct Replaced: Equatable {
    /// The number of files in each folder, by folder.
    let fileCounts: [String: Int]
    /// The version folders of `Exports/`, sorted.
    let versions: [SemanticVersion]
  }

  /// Where the project's files are.
  let paths: ProjectPaths

  /// The version folders in `Exports/`, sorted; none when it does not exist.
  /// - Throws: ``CommandFailure`` when the folder cannot be read.
  func publishedVersions() throws(CommandFailure) -> [SemanticVersion] {
    try DocumentLoader.entries(of: paths.exports).compactMap { try? SemanticVersion($0) }.sorted()
  }

  /// Replaces the team's folders with `files` (paths relative to the root, each below one of
  /// ``ProjectStart/teamFolders``); a folder no file is in is removed.
  /// - Returns: what the folders held before.
  /// - Throws: ``FileSystemError`` when a file cannot be staged or a folder moved; nothing is changed.
  func replace(with files: [ExportFile]) throws(FileSystemError) -> Replaced {
    let staging = try FileSystem.createStagingDirectory(beside: paths.path("init"))
    defer { try? FileSystem.removeTree(staging) }
    for file in files {
      let parent = file.path.split(separator: "/").dropLast().joined(separator: "/")
      try FileSystem.createDirectory(parent, below: FileSystem.join(staging, "new"))
      try FileSystem.writeNewFile(
        file.contents, to: FileSystem.join(FileSystem.join(staging, "new"), file.path))
    }
    try FileSystem.createDirectory("old", below: staging)
    var counts: [String: Int] = [:]
    for folder in ProjectStart.teamFolders { counts[folder] = try Self.fileCount(paths.path(folder)) }
    let versions: [SemanticVersion]
    do {
      versions = try FileSystem.contents(ofDirectory: paths.exports).compactMap { name in
        try? SemanticVersion(name)
      }.sorted()
    } catch .notFound {
      versions = []
    }
    // Each folder moves aside, then its staged contents move in; on a failure, every move is undone.
    var moves: [(from: String, to: String)] = []
    do {
      for (index, folder) in ProjectStart.teamFolders.enumerated() {
        let live = paths.path(folder)
        if FileSystem.entry(at: live) != .missing {
          let aside = FileSystem.join(staging, "old/\(index)")
          try FileSystem.move(live, to: aside)
          moves.append((live, aside))
        }
        let staged = FileSystem.join(staging, "new/\(folder)")
        if FileSystem.entry(at: staged) == .directory {
          try FileSystem.move(staged, to: live)
          moves.append((staged, live))
        }
      }
    } catch {
      for move in moves.reversed() { try? FileSystem.move(move.to, to: move.from) }
      throw error
    }
    return Replaced(fileCounts: counts, versions: versions)
  }

  /// The number of files below a folder; none when it does not exist.
  private static func fileCount(_ folder: String) throws(FileSystemError) -> Int {
    guard FileSystem.entry(at: folder) == .directory else { return 0 }
    var count = 0
    for name in try FileSystem.contents(ofDirectory: folder) {
      let path = FileSystem.join(folder, name)
      count += FileSystem.entry(at: path) == .directory ? try fileCount(path) : 1
    }
    return count
  }
}
