#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations of the command line, over POSIX calls so that every error names its cause.
enum FileSystem {
  /// What kind of thing a path names.
  enum Entry: Equatable {
    case missing, file, directory
  }

  /// Whether `path` is a file, a folder or nothing.
  static func entry(at path: String) -> Entry {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  /// The bytes of a file.
  /// - Throws: ``FileSystemError/notFound(_:)`` when it does not exist, else ``FileSystemError/failed(_:_:)``.
  static func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    if entry(at: path) == .directory { throw .failed(path, "is a folder, not a file") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw error(path) }
    defer { close(descriptor) }
    // Read straight into one buffer of the file's size (plus a byte, to see the end in the same read),
    // growing it only if the file grew or is not a regular file.
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    var contents = [UInt8](repeating: 0, count: max(size + 1, 1 << 16))
    var filled = 0
    while true {
      if filled == contents.count { contents += repeatElement(0, count: contents.count) }
      let count = contents.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw error(path)
      }
      if count == 0 {
        contents.removeLast(contents.count - filled)
        return contents
      }
      filled += count
    }
  }

  /// Writes a new file (replacing any), flushing it to disk.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func writeFile(_ contents: [UInt8], to path: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw error(path) }
    var written = 0
    while written < contents.count {
      let count = contents.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        let failure = error(path)
        close(descriptor)
        throw failure
      }
      written += count
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw error(path) }
  }

  /// Renames a file over another, atomically.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
    guard rename(source, destination) == 0 else { throw error(destination) }
  }

  /// Removes a file; a missing file is no error.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func removeFile(_ path: String) throws(FileSystemError) {
    guard unlink(path) == 0 || errno == ENOENT else { throw error(path) }
  }

  /// Creates a folder and its missing parents.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func createDirectory(_ path: String) throws(FileSystemError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw error(prefix) }
      if entry(at: prefix) != .directory { throw .failed(prefix, "exists and is not a folder") }
      prefix += "/"
    }
  }

  /// The names in a folder, sorted; hidden names included.
  /// - Throws: ``FileSystemError``.
  static func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    guard let directory = opendir(path) else { throw error(path) }
    defer { closedir(directory) }
    var names: [String] = []
    while let item = readdir(directory) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Joins a folder and a relative path with one `/`.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func error(_ path: String) -> FileSystemError {
    let code = errno
    if code == ENOENT { return .notFound(path) }
    return .failed(path, String(cString: strerror(code)))
  }
}
