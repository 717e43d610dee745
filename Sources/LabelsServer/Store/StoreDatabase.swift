import Foundation
import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The data of a store, kept in `<folder>/data.json` across restarts and changed one write at a time.
///
/// The folder is locked for the server's life (`<folder>/.lock`, `flock`), so two servers never share
/// it. Every change is written to a temporary file beside the data file and renamed over it, so the
/// file always holds a whole tree: the one before a write or the one after. A write that cannot be kept
/// changes nothing.
final class StoreDatabase: @unchecked Sendable {
  /// The data file's name in the folder.
  static let dataFileName = "data.json"

  /// The folder.
  let folder: String
  private let lockDescriptor: Int32
  private let lock = NSLock()
  // Guarded by `lock`.
  private var tree: StoreTree
  private var isClosed = false

  /// Opens the store in `folder`, creating the folder when it does not exist, and locks it.
  /// - Throws: ``StoreError`` when the folder or its data file is a symbolic link, the path is no
  ///   folder, another server holds it, a file call fails, or the data file is not data the store takes.
  init(folder: String) throws(StoreError) {
    self.folder = folder
    try Self.makeFolder(folder)
    let lockPath = folder + "/.lock"
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .fileFailed(call: "open", path: lockPath, errno: errno) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      Foundation.close(descriptor)
      throw code == EWOULDBLOCK ? .inUse(folder) : .fileFailed(call: "flock", path: lockPath, errno: code)
    }
    lockDescriptor = descriptor
    do throws(StoreError) {
      tree = try Self.read(folder + "/" + Self.dataFileName)
    } catch {
      Foundation.close(descriptor)
      throw error
    }
  }

  deinit {
    close()
  }

  /// Makes `folder` (mode 700) when it does not exist; its parent must.
  /// - Throws: ``StoreError`` when it is a symbolic link or no folder, or a file call fails.
  static func makeFolder(_ folder: String) throws(StoreError) {
    var status = stat()
    if lstat(folder, &status) != 0 {
      guard errno == ENOENT else { throw .fileFailed(call: "lstat", path: folder, errno: errno) }
      guard mkdir(folder, 0o700) == 0 else { throw .fileFailed(call: "mkdir", path: folder, errno: errno) }
    } else if status.st_mode & S_IFMT == S_IFLNK {
      throw .notPlain(folder)
    } else if status.st_mode & S_IFMT != S_IFDIR {
      throw .notAFolder(folder)
    }
  }

  /// Releases the folder's lock, so that another server may open it; every later write fails with
  /// ``StoreError/stopped(_:)``. Calling it again does nothing.
  func close() {
    lock.withLock {
      guard !isClosed else { return }
      isClosed = true
      // Unlocked before it is closed: a child process forked elsewhere in this process between its fork
      // and its exec holds a copy of the descriptor, and with it the lock, which closing ours alone
      // would leave held, refusing the next server on this folder.
      _ = flock(lockDescriptor, LOCK_UN)
      _ = Foundation.close(lockDescriptor)
    }
  }

  /// What `body` reads of the tree as it is now.
  func read<Result>(_ body: (StoreTree) -> Result) -> Result {
    lock.withLock { body(tree) }
  }

  /// Runs `body` on a copy of the tree, with no other write between, and keeps the copy when `body`
  /// changed it: written to the data file first, then made the tree.
  /// - Throws: ``StoreError/fileFailed(call:path:errno:)`` when the change cannot be written; the tree
  ///   is then as it was.
  func update<Result>(_ body: (inout StoreTree) -> Result) throws(StoreError) -> Result {
    lock.lock()
    defer { lock.unlock() }
    guard !isClosed else { throw .stopped(folder) }
    var changed = tree
    let result = body(&changed)
    guard changed != tree else { return result }
    try write(changed)
    tree = changed
    return result
  }

  /// Writes `tree` to a temporary file beside the data file, flushed to disk, and renames it over it.
  private func write(_ tree: StoreTree) throws(StoreError) {
    let path = folder + "/" + Self.dataFileName
    let temporary = folder + "/.\(Self.dataFileName).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .fileFailed(call: "open", path: temporary, errno: errno) }
    let bytes = CanonicalJSONWriter.bytes(tree.root ?? .null)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let code = errno
        Foundation.close(descriptor)
        unlink(temporary)
        throw .fileFailed(call: "write", path: temporary, errno: code)
      }
      written += count
    }
    let synced = fsync(descriptor) == 0
    let code = errno
    guard Foundation.close(descriptor) == 0, synced else {
      unlink(temporary)
      throw .fileFailed(call: "fsync", path: temporary, errno: code)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .fileFailed(call: "rename", path: path, errno: code)
    }
  }

  /// The tree kept in the data file at `path`, empty when there is none.
  private static func read(_ path: String) throws(StoreError) -> StoreTree {
    var status = stat()
    if lstat(path, &status) != 0 {
      guard errno == ENOENT else { throw .fileFailed(call: "lstat", path: path, errno: errno) }
      return StoreTree(root: nil)
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notPlain(path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .fileFailed(call: "read", path: path, errno: EIO)
    }
    let value: JSONValue
    do throws(JSONReadError) {
      value = try StrictJSONReader.read(Array(data))
    } catch {
      throw .invalidJSON(path, error)
    }
    if let problem = StoreDataCheck.problem(in: value, at: []) { throw .invalidData(path, problem) }
    return StoreTree(root: value)
  }
}
