#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size and modification time of the files a long-running command reads, so that it reads them
/// again when one changed (an edit in Xcode, a `git checkout`, a `make export`), and not otherwise.
struct FileStamps: Equatable {
  /// Each file's size and modification time in nanoseconds, by path; a folder's entry names its files.
  private var stamps: [String: [Int]] = [:]

  /// The stamps of every file below `folders`, two levels deep (the defaults and a locale's folder; the
  /// export root and a version's folder); a missing folder has none.
  init(folders: [String]) {
    for folder in folders { add(folder, depth: 2) }
  }

  private mutating func add(_ path: String, depth: Int) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    #if canImport(Darwin)
      let modified = Int(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int(status.st_mtimespec.tv_nsec)
    #else
      let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    #endif
    stamps[path] = [Int(status.st_size), modified, Int(status.st_ino)]
    guard depth > 0, (status.st_mode & S_IFMT) == S_IFDIR else { return }
    let names: [String]
    do {
      names = try FileSystem.contents(ofDirectory: path)
    } catch {
      // Not an input but a stamp: a folder that cannot be listed stamps differently from one that
      // could, so the studio reads its files again, and that read reports the error with its path.
      return
    }
    for name in names where !FileSystem.isStagingName(name) && name != InterruptedWrite.journalName {
      add(FileSystem.join(path, name), depth: depth - 1)
    }
  }
}
