import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations of the command line, over POSIX calls so that every error names its cause.
///
/// A file in the repository may come from a stranger's pull request, so nothing here follows a link
/// where a file belongs, blocks on a FIFO, or reads without bound: ``readFile(_:limit:)`` opens only
/// regular files, ``writeStagingFile(_:beside:)`` creates a new file of a unique name exclusively,
/// and ``createDirectory(_:below:)`` refuses a link where a folder belongs.
enum FileSystem {
  /// What kind of thing a path names, without following a link.
  enum Entry: Equatable {
    case missing, file, directory, link
    /// A FIFO, a socket or a device, named in words such as `a FIFO (named pipe)`.
    case special(String)
  }

  /// The largest file the tool reads: 256 MiB, the largest write the store accepts and far above any
  /// label document. A larger file is refused before it is read.
  ///
  /// Reading a file and printing it canonically takes 4 to 5 times its size for label documents, and up
  /// to 34 times for the costliest shapes measured (single-element arrays nested 127 deep; a minified
  /// array of digits 14 times), as each value takes 24 bytes however short its text: at this limit,
  /// at most about 9 GB. `LabelsBench memory` measures the common shapes.
  static let maximumFileSize = 256 << 20

  /// What `path` names, without following a link.
  static func entry(at path: String) -> Entry {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    return entry(mode: info.st_mode)
  }

  /// The bytes of a regular file of at most `limit` bytes.
  /// - Throws: ``FileSystemError/notFound(_:)`` when it does not exist; ``FileSystemError/refused(_:_:)``
  ///   when it is a link, a folder, a FIFO, a socket or a device, or larger than `limit`; else
  ///   ``FileSystemError/failed(_:_:)``.
  static func readFile(_ path: String, limit: Int = maximumFileSize) throws(FileSystemError) -> [UInt8] {
    let (descriptor, size) = try openFile(path, limit: limit)
    defer { close(descriptor) }
    return try readAll(descriptor, path: path, expected: size, limit: limit)
  }

  /// The bytes of a regular file of at most `limit` bytes, mapped into memory read-only rather than
  /// copied, which spares a large file's copy and the zeroed pages a buffer for it takes: for reading a
  /// large document that is then only looked at. Where the file cannot be mapped, it is read.
  ///
  /// A mapping shows the file as it is: should another process shorten the file while the bytes are
  /// used, reading past its new end stops the process with `SIGBUS`, as it does for every tool that
  /// maps its inputs (git's packs, ripgrep). Only commands that read a file once and finish use this.
  /// - Throws: as ``readFile(_:limit:)``.
  static func mapFile(_ path: String, limit: Int = maximumFileSize) throws(FileSystemError) -> DocumentBytes {
    let (descriptor, size) = try openFile(path, limit: limit)
    defer { close(descriptor) }
    #if os(Linux)
      // Every page mapped at once, instead of a fault for each of them on first reading.
      let flags = MAP_PRIVATE | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE
    #endif
    if size > 0, let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED {
      let bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
      return DocumentBytes(bytes) { munmap(UnsafeMutableRawPointer(mutating: $0.baseAddress), $0.count) }
    }
    return DocumentBytes(copying: try readAll(descriptor, path: path, expected: size, limit: limit))
  }

  /// A regular file opened for reading, with its size, which is at most `limit`.
  /// - Throws: as ``readFile(_:limit:)``.
  private static func openFile(_ path: String, limit: Int) throws(FileSystemError) -> (Int32, Int) {
    let kind = entry(at: path)
    if kind != .file { throw refusal(path, kind) }
    // O_NONBLOCK: if the file was swapped for a FIFO since lstat, open returns at once and fstat sees it.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw refusal(path, .link) }
      throw error(path)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let failure = error(path)
      close(descriptor)
      throw failure
    }
    let opened = entry(mode: status.st_mode)
    let size = Int(status.st_size)
    guard opened == .file, size <= limit else {
      close(descriptor)
      if opened != .file { throw refusal(path, opened) }
      throw tooLarge(path, size: size, limit: limit)
    }
    return (descriptor, size)
  }

  /// Every byte of an open descriptor (a file, or a pipe such as stdin), refusing more than `limit`.
  /// - Throws: ``FileSystemError/refused(_:_:)`` above `limit`, ``FileSystemError/failed(_:_:)`` when a
  ///   read fails; `path` names the input in both.
  static func readAll(_ descriptor: Int32, path: String, expected: Int = 0, limit: Int = maximumFileSize)
    throws(FileSystemError) -> [UInt8]
  {
    // One buffer of the expected size plus a byte, to see the end in the same read; grown only if the
    // input is longer, and never past the limit. Its bytes are read into it as they are, never zeroed
    // first (which was a pass over every byte of a large file).
    var contents: [UInt8] = []
    var capacity = min(max(expected + 1, 1 << 16), limit + 1)
    var failure: FileSystemError?
    var ended = false
    while true {
      let before = contents
      contents = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        before.withUnsafeBufferPointer { old in
          if let source = old.baseAddress { buffer.baseAddress!.initialize(from: source, count: old.count) }
        }
        initialized = before.count
        while initialized < capacity {
          let count = read(descriptor, buffer.baseAddress! + initialized, capacity - initialized)
          if count < 0 {
            if errno == EINTR { continue }
            failure = error(path)
            return
          }
          if count == 0 {
            ended = true
            return
          }
          initialized += count
        }
      }
      if let failure { throw failure }
      if ended { return contents }
      guard contents.count <= limit else { throw tooLarge(path, size: contents.count, limit: limit) }
      capacity = min(capacity * 2, limit + 1)
    }
  }

  /// Writes `contents` to a new file of a unique hidden name in the folder of `target`, to be renamed
  /// over `target`: nothing planted there is followed or shared with another run.
  /// - Returns: the path of the staged file.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func writeStagingFile(_ contents: [UInt8], beside target: String) throws(FileSystemError) -> String {
    let path = stagingPath(for: target)
    try writeNewFile(contents, to: path)
    return path
  }

  /// Links the file or link `target` under a new hidden name beside it, so that it can be put back after
  /// being replaced: a hard link (of the link itself, never what it points to), or a copy of a file
  /// where the file system has none.
  /// - Returns: the path of the copy.
  /// - Throws: ``FileSystemError``.
  static func linkStagingCopy(of target: String) throws(FileSystemError) -> String {
    let path = stagingPath(for: target)
    if linkat(AT_FDCWD, target, AT_FDCWD, path, 0) == 0 { return path }
    return try writeStagingFile(try readFile(target), beside: target)
  }

  /// Replaces the file at `path` with `contents` in one step: staged beside it, then renamed over it, so
  /// a reader sees the old bytes or the new, never part of them.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func replaceFile(_ path: String, with contents: [UInt8]) throws(FileSystemError) {
    let staged = try writeStagingFile(contents, beside: path)
    do {
      try move(staged, to: path)
    } catch {
      unlink(staged)
      throw error
    }
  }

  /// Writes `contents` to a file that must not exist yet, created exclusively
  /// (`O_CREAT | O_EXCL | O_NOFOLLOW`), and flushes it to disk; on failure the file is removed.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func writeNewFile(_ contents: [UInt8], to path: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw error(path) }
    var written = 0
    var failure: FileSystemError?
    while written < contents.count {
      let count = contents.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = error(path)
        break
      }
      written += count
    }
    if failure == nil, fsync(descriptor) != 0 { failure = error(path) }
    if close(descriptor) != 0, failure == nil { failure = error(path) }
    if let failure {
      unlink(path)
      throw failure
    }
  }

  /// Creates a new, empty folder of a unique hidden name beside `target`, to be filled and renamed over
  /// it in one step.
  /// - Returns: the path of the staged folder.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func createStagingDirectory(beside target: String) throws(FileSystemError) -> String {
    let path = stagingPath(for: target)
    guard mkdir(path, 0o755) == 0 else { throw error(path) }
    return path
  }

  /// Whether a name is one ``writeStagingFile(_:beside:)`` or ``createStagingDirectory(beside:)``
  /// gives, or an older release gave (`.en.json.tmp`): what a run killed before its rename left behind.
  static func isStagingName(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(".tmp")
  }

  /// Renames a file or folder over another, atomically; a link at `destination` is replaced, not followed.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func move(_ source: String, to destination: String) throws(FileSystemError) {
    guard rename(source, destination) == 0 else { throw error(destination) }
  }

  /// Removes a file or a link; a missing one is no error.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func removeFile(_ path: String) throws(FileSystemError) {
    guard unlink(path) == 0 || errno == ENOENT else { throw error(path) }
  }

  /// Removes a folder and everything in it, never following a link inside it.
  /// - Throws: ``FileSystemError/failed(_:_:)``.
  static func removeTree(_ path: String) throws(FileSystemError) {
    if entry(at: path) == .directory {
      for name in try contents(ofDirectory: path) { try removeTree(join(path, name)) }
      guard rmdir(path) == 0 || errno == ENOENT else { throw error(path) }
    } else {
      try removeFile(path)
    }
  }

  /// Creates `root` and its missing parents, then the folders of `relativePath` below it. Neither the
  /// root nor anything below it may be a link: an output folder never leads out of itself.
  /// - Throws: ``FileSystemError/refused(_:_:)`` for a link or a file where a folder belongs, else
  ///   ``FileSystemError/failed(_:_:)``.
  static func createDirectory(_ relativePath: String, below root: String) throws(FileSystemError) {
    var prefix = root.hasPrefix("/") ? "/" : ""
    for component in root.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw error(prefix) }
      prefix += "/"
    }
    try requireDirectory(root)
    var path = root
    for component in relativePath.split(separator: "/") {
      path = join(path, String(component))
      if mkdir(path, 0o755) != 0, errno != EEXIST { throw error(path) }
      try requireDirectory(path)
    }
  }

  /// Throws unless `path` is a folder itself, not a link to one.
  /// - Throws: ``FileSystemError/refused(_:_:)``, or ``FileSystemError/notFound(_:)``.
  static func requireDirectory(_ path: String) throws(FileSystemError) {
    let kind = entry(at: path)
    if kind == .missing { throw .notFound(path) }
    if kind != .directory { throw refusal(path, kind, expecting: "folder") }
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

  /// Why a path that is not a regular file (or, with `expecting: "folder"`, not a folder) is refused,
  /// with the fix.
  static func refusal(_ path: String, _ kind: Entry, expecting: String = "file") -> FileSystemError {
    let what: String
    switch kind {
    case .missing: return .notFound(path)
    case .file: what = "a file"
    case .directory: what = "a folder"
    case .link: what = "a symbolic link"
    case .special(let name): what = name
    }
    let fix =
      kind == .link
      ? "the tool reads and writes nothing through a link: replace the link with the \(expecting) itself"
      : "remove it"
    return .refused(path, "is \(what) where a \(expecting) belongs; \(fix)")
  }

  private static func tooLarge(_ path: String, size: Int, limit: Int) -> FileSystemError {
    .refused(
      path,
      "is larger than \(limit) bytes, the most the tool reads (the store takes no larger write, and no "
        + "label file is that large); remove it or split the labels")
  }

  private static func entry(mode: mode_t) -> Entry {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .directory
    case S_IFLNK: .link
    case S_IFIFO: .special("a FIFO (named pipe)")
    case S_IFSOCK: .special("a socket")
    default: .special("a device")
    }
  }

  /// A hidden name beside `target` that no other run picks: `.<name>.<pid>-<random>.tmp`.
  private static func stagingPath(for target: String) -> String {
    let slash = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
    let unique = "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
    return target[..<slash] + "." + target[slash...] + "." + unique + ".tmp"
  }

  /// The error of the call that just failed on `path`, from `errno`.
  static func error(_ path: String) -> FileSystemError {
    let code = errno
    if code == ENOENT { return .notFound(path) }
    return .failed(path, String(cString: strerror(code)))
  }
}
