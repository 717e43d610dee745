import Foundation

/// The files one run of a command reads, each read once: the first stage that asks for a path reads it
/// (from the file system, or, in a test, through a counting reader), and every later stage of the same
/// run that asks for it gets those bytes, or that error. So `export`'s freshness, its baseline and its
/// write judge one snapshot of each version file, and the version policy's location and the schema's
/// comments one reading of `Labels.swift`.
///
/// Make one per run: a value kept across runs would serve a file as it was before the run changed it.
final class InputFiles: @unchecked Sendable {
  /// Reads a file's bytes, up to a limit.
  typealias Read = @Sendable (_ path: String, _ limit: Int) throws(FileSystemError) -> [UInt8]

  private let read: Read
  private let lock = NSLock()
  private var found: [String: Result<[UInt8], FileSystemError>] = [:]

  /// Files read through `read`: the file system's ``FileSystem/readFile(_:limit:)`` unless a test counts.
  init(
    read: @escaping Read = { path, limit throws(FileSystemError) in
      try FileSystem.readFile(path, limit: limit)
    }
  ) {
    self.read = read
  }

  /// The bytes of the regular file at `path`, read on the first call for it and kept for the run.
  /// - Throws: ``FileSystemError`` as ``FileSystem/readFile(_:limit:)``, once read, on every call.
  func bytes(_ path: String, limit: Int = FileSystem.maximumFileSize) throws(FileSystemError) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    if let known = found[path] { return try known.get() }
    let result = Result { () throws(FileSystemError) in try read(path, limit) }
    found[path] = result
    return try result.get()
  }
}
