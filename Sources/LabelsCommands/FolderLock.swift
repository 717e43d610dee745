import LabelsCore
import LabelsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on an export root, as git locks its index: `export` holds it exclusively while it
/// compares and writes, and every command that reads the root holds it shared, so that two exports
/// never interleave and no reader sees a version half written.
///
/// The lock is `flock(2)` on `<root>/.labels.lock`, a file that stays (it is in `.gitignore`): the
/// system releases the lock when its holder exits, even when killed, so a killed run never leaves a
/// lock that must be removed by hand.
final class FolderLock {
  /// The name of the lock file in the root.
  static let fileName = ".labels.lock"

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Waits for and takes the lock of `root`, printing once to `console` when another run holds it.
  /// - Returns: the held lock, released when it is freed; `nil` when a shared lock is asked of a root
  ///   that does not exist or cannot be written (a read-only checkout, where no export can run either).
  /// - Throws: ``FileSystemError/refused(_:_:)`` when the root or the lock file is a link or not a
  ///   plain file, else ``FileSystemError/failed(_:_:)``.
  static func acquire(_ root: String, exclusive: Bool, console: Console) throws(FileSystemError)
    -> FolderLock?
  {
    if exclusive {
      try FileSystem.createDirectory("", below: root)
    } else {
      switch FileSystem.entry(at: root) {
      case .missing, .file: return nil
      case .directory: break
      case .link, .special: throw FileSystem.refusal(root, FileSystem.entry(at: root), expecting: "folder")
      }
    }
    let path = FileSystem.join(root, fileName)
    let descriptor = open(path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      if !exclusive, code == EACCES || code == EROFS || code == EPERM { return nil }
      if code == ELOOP { throw FileSystem.refusal(path, .link) }
      throw FileSystem.error(path)
    }
    let lock = FolderLock(descriptor: descriptor)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileSystem.error(path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileSystem.refusal(path, FileSystem.entry(at: path))
    }
    let operation = exclusive ? LOCK_EX : LOCK_SH
    // A lock held for a moment (by a forked child before its exec, say) is waited for in silence.
    var acquired = false
    for _ in 0..<20 {
      acquired = flock(descriptor, operation | LOCK_NB) == 0
      if acquired { break }
      usleep(10_000)
    }
    if !acquired {
      console.error(LogText.escaped("\(path): waiting for another run of the tool to finish"))
      while flock(descriptor, operation) != 0 {
        guard errno == EINTR else { throw FileSystem.error(path) }
      }
    }
    return lock
  }
}
