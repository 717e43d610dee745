/// The files of a version folder in an earlier commit, read through one ``GitObjectReader``, and the
/// working tree compared with them as `git diff --name-status COMMIT -- VERSION` compares them.
///
/// The working tree is known from one `git diff --raw HEAD` (``WorkingTree``); every other state of the
/// exports is a tree git already holds. So a history of any length costs the same few git processes.
struct VersionFiles {
  /// Reads trees and files from git.
  let objects: GitObjectReader
  /// The exports folder, to read a working file git has not hashed.
  let exports: String

  /// A file of a tree: its mode (as a number) and its object id.
  struct Entry: Equatable {
    /// The mode: `0o100644`, `0o100755`, `0o120000`, `0o160000`.
    let mode: Int
    /// The object's id, or `nil` for a working file that differs from the index, which git did not
    /// hash.
    let id: String?
  }

  /// One line of `git diff --name-status`: its status letter and the path below the exports.
  struct Change: Equatable {
    /// `A`, `D`, `M` or `T`.
    let status: Character
    /// The path's bytes, relative to the exports.
    let path: [UInt8]
  }

  /// How the working tree differs from `HEAD` below the exports, from `git diff --raw -z HEAD`.
  struct WorkingTree: Equatable {
    /// Each changed path with its file in the working tree, or `nil` when it is deleted (or no longer
    /// tracked).
    let changes: [[UInt8]: Entry?]

    /// The changes `git diff --relative --no-renames --raw --no-abbrev -z HEAD` printed: for each file
    /// `:OLDMODE NEWMODE OLDID NEWID STATUS`, a zero byte, the path and a zero byte. A new id of zeros
    /// means git did not hash the working file.
    init(raw: [UInt8]) {
      var changes: [[UInt8]: Entry?] = [:]
      let fields = raw.split(separator: 0, omittingEmptySubsequences: false)
      var index = 0
      while index + 1 < fields.count {
        let header = fields[index].split(separator: 32)
        let path = Array(fields[index + 1])
        index += 2
        guard header.count == 5, let mode = Int(String(decoding: header[1], as: UTF8.self), radix: 8) else {
          continue
        }
        let id = String(decoding: header[3], as: UTF8.self)
        changes[path] = mode == 0 ? .some(nil) : Entry(mode: mode, id: id.allSatisfy { $0 == "0" } ? nil : id)
      }
      self.changes = changes
    }
  }

  /// The changes between `VERSION` at `reference` (`1a2b3c^`, `HEAD`) and the working tree, sorted by
  /// path, as `git diff --relative --no-renames --name-status REFERENCE -- VERSION` lists them.
  /// - Throws: ``CommandFailure`` (69) when git fails.
  func changes(of version: String, since reference: String, workingTree: WorkingTree) throws(CommandFailure)
    -> [Change]
  {
    let prefix = Array((version + "/").utf8)
    let old = try files(at: reference + ":./" + version, path: prefix)
    var now = try files(at: "HEAD:./" + version, path: prefix)
    for (path, entry) in workingTree.changes where path.starts(with: prefix) { now[path] = entry }
    var changes: [Change] = []
    for path in Set(old.keys).union(now.keys).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      switch (old[path], now[path]) {
      case (nil, nil): continue
      case (nil, .some): changes.append(Change(status: "A", path: path))
      case (.some, nil): changes.append(Change(status: "D", path: path))
      case (.some(let before), .some(let after)):
        if let status = try status(before, after, path: path) {
          changes.append(Change(status: status, path: path))
        }
      }
    }
    return changes
  }

  /// The files directly in `VERSION` at `commit` with their bytes, as `git ls-tree --name-only` and
  /// `git show` read them: a name git quotes is left out, a folder reads as `git show` lists it, and
  /// the bytes are decoded as text (a byte that is not UTF-8 reads as U+FFFD).
  /// - Throws: ``CommandFailure`` (69) when git fails.
  func files(of version: String, at commit: String) throws(CommandFailure) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for entry in try objects.tree(commit + ":./" + version) ?? [] where !GitPath.needsQuoting(entry.name) {
      let name = String(decoding: entry.name, as: UTF8.self)
      if entry.isTree {
        let listing = try objects.tree(entry.id) ?? []
        let names = listing.map { String(decoding: $0.name, as: UTF8.self) + ($0.isTree ? "/" : "") + "\n" }
        files[name] = Array(("tree \(commit):./\(version)/\(name)\n\n" + names.joined()).utf8)
      } else if let object = try objects.object(entry.id), object.type == "blob" {
        files[name] = Array(String(decoding: object.bytes, as: UTF8.self).utf8)
      }
    }
    return files
  }

  /// Every file below the tree `name` names, by its path (`path` and the names below it); none when
  /// there is no such tree.
  private func files(at name: String, path: [UInt8]) throws(CommandFailure) -> [[UInt8]: Entry] {
    var files: [[UInt8]: Entry] = [:]
    for entry in try objects.tree(name) ?? [] {
      if entry.isTree {
        files.merge(try self.files(at: entry.id, path: path + entry.name + [0x2F])) { first, _ in first }
      } else {
        files[path + entry.name] = Entry(mode: Int(entry.mode, radix: 8) ?? 0, id: entry.id)
      }
    }
    return files
  }

  /// How a file changed: `T` when it became another kind (a link, a submodule), `M` when its mode or
  /// bytes changed (compared by id when git hashed the working file, else with the object's bytes), or
  /// `nil`.
  /// - Throws: ``CommandFailure`` (74) when the working file cannot be read.
  private func status(_ before: Entry, _ after: Entry, path: [UInt8]) throws(CommandFailure) -> Character? {
    if before.mode & 0o170000 != after.mode & 0o170000 { return "T" }
    if before.mode != after.mode { return "M" }
    if let id = after.id { return id == before.id ? nil : "M" }
    guard let id = before.id, let object = try objects.object(id) else { return "M" }
    let file = FileSystem.join(exports, String(decoding: path, as: UTF8.self))
    // A file that cannot be read is an error with its path, never a change.
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(file)
    } catch {
      throw CommandFailure(reading: error)
    }
    return bytes == object.bytes ? nil : "M"
  }
}
