#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the command line writes several files: all of them or none.
///
/// Every new content is first written to a hidden file beside its target (``FileSystem/writeStagingFile(_:beside:)``),
/// so a full disk or a refused folder stops the write before any target changed. Each file it replaces is
/// then kept under a hidden name (a hard link, so it costs no copy) while the staged files are renamed
/// over their targets; if a rename fails, the ones already made are undone from those copies and the
/// files it created are removed. A kill between two renames, which no POSIX call can rule out, leaves
/// hidden `*.tmp` files beside the targets, which the next `export` removes under its lock.
///
/// A write with a ``journal`` (the defaults' Swift files and their review state, which must change
/// together) also records, once every file is staged and before the first rename, which staged file
/// goes where, and removes the record once all are renamed: a kill between two renames is then
/// finished by ``InterruptedWrite/recover(journal:folders:)``, and a kill before the record undone.
struct StagedWrite {
  /// The files to write, by path, in the order they were added.
  private(set) var files: [(path: String, contents: [UInt8])] = []
  /// Where the record of the renames is kept while they are made; `nil` for none.
  let journal: String?

  /// An empty write, recording its renames in `journal` when one is given.
  init(journal: String? = nil) {
    self.journal = journal
  }

  /// Adds a file to write; a later add of the same path replaces the earlier.
  mutating func add(_ path: String, _ contents: [UInt8]) {
    if let index = files.firstIndex(where: { $0.path == path }) {
      files[index].contents = contents
    } else {
      files.append((path, contents))
    }
  }

  /// Writes every file, or none: when it throws, every target is as it was. `move` renames a staged file
  /// over its target (a test makes one fail).
  /// - Throws: ``FileSystemError`` naming the file that could not be staged or moved into place.
  func commit(
    move: (String, String) throws(FileSystemError) -> Void = { (source, target) throws(FileSystemError) in
      try FileSystem.move(source, to: target)
    }
  ) throws(FileSystemError) {
    guard !files.isEmpty else { return }
    var staged: [(temporary: String, target: String)] = []
    var kept: [(copy: String, target: String)] = []
    var placed: [String] = []
    do throws(FileSystemError) {
      for file in files {
        staged.append((try FileSystem.writeStagingFile(file.contents, beside: file.path), file.path))
      }
      // A folder where a file belongs would make its rename fail after earlier renames: refuse it before
      // any. A link is replaced by the file, never followed.
      for (_, target) in staged {
        let kind = FileSystem.entry(at: target)
        if kind != .file, kind != .link, kind != .missing { throw FileSystem.refusal(target, kind) }
      }
      for (_, target) in staged where FileSystem.entry(at: target) != .missing {
        kept.append((try FileSystem.linkStagingCopy(of: target), target))
      }
      if let journal {
        try FileSystem.replaceFile(journal, with: InterruptedWrite.record(staged))
      }
      for (temporary, target) in staged {
        try move(temporary, target)
        placed.append(target)
      }
      if let journal { try FileSystem.removeFile(journal) }
    } catch {
      let copies = Dictionary(kept.map { ($0.target, $0.copy) }, uniquingKeysWith: { first, _ in first })
      for target in placed {
        if let copy = copies[target] {
          try? FileSystem.move(copy, to: target)
        } else {
          try? FileSystem.removeFile(target)
        }
      }
      for (temporary, target) in staged where !placed.contains(target) {
        try? FileSystem.removeFile(temporary)
      }
      for (copy, target) in kept where !placed.contains(target) { try? FileSystem.removeFile(copy) }
      if let journal { try? FileSystem.removeFile(journal) }
      throw error
    }
    for (copy, _) in kept { try? FileSystem.removeFile(copy) }
  }
}
