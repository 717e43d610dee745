import Foundation
import LabelsCore
import LabelsKit

/// One `git cat-file --batch` process that reads every tree and file the gate needs from history, one
/// object at a time: `check` starts the same few git processes however many versions, files and commits
/// the history holds.
final class GitObjectReader {
  /// An object as git stores it: its id, its type (`blob`, `tree`, `commit`, `tag`) and its bytes.
  struct Object: Equatable {
    /// The object's id in lowercase hex: 40 digits for SHA-1, 64 for SHA-256.
    let id: String
    /// The object's type.
    let type: String
    /// The object's bytes: a file's contents, or a tree in git's binary format.
    let bytes: [UInt8]
  }

  /// One entry of a tree object.
  struct TreeEntry: Equatable {
    /// The mode as git writes it in a tree: `100644`, `100755`, `120000` (a link), `40000` (a tree),
    /// `160000` (a submodule).
    let mode: String
    /// The name's bytes, as stored (git does not require UTF-8).
    let name: [UInt8]
    /// The object's id in lowercase hex.
    let id: String

    /// Whether the entry is a folder.
    var isTree: Bool { mode == "40000" }
  }

  private let process: Process
  private let input: FileHandle
  private let output: FileHandle
  private let errors: ErrorCollector
  /// Bytes read from git and not yet consumed, from `start`.
  private var buffer: [UInt8] = []
  private var start = 0

  /// Starts `git cat-file --batch` in `git`'s folder.
  /// - Throws: ``CommandFailure`` (69) when git cannot be started.
  init(git: Git) throws(CommandFailure) {
    let requests = Pipe()
    let (process, answers, errors) = try git.start(["cat-file", "--batch"], input: requests)
    self.process = process
    self.errors = errors
    input = requests.fileHandleForWriting
    output = answers.fileHandleForReading
  }

  deinit {
    try? input.close()
    Git.waitForExit(process)
  }

  /// The object `name` names (`HEAD:./1.0.0`, `1a2b3c^:./1.0.0/en.json`, an id), or `nil` when there is
  /// no such object.
  /// - Throws: ``CommandFailure`` (69) when the name is ambiguous or git fails.
  func object(_ name: String) throws(CommandFailure) -> Object? {
    guard !name.utf8.contains(where: { $0 == 10 || $0 == 13 }) else {
      throw failure("a name with a line break cannot be asked for")
    }
    do {
      try input.write(contentsOf: Array((name + "\n").utf8))
    } catch {
      throw failure("\(error)")
    }
    let header = try line()
    if header.hasSuffix(" missing") { return nil }
    let fields = header.split(separator: " ")
    guard fields.count == 3, let size = Int(fields[2]), size >= 0 else {
      throw failure("unexpected answer '\(LogText.escaped(header))'")
    }
    guard size <= FileSystem.maximumFileSize else {
      throw CommandFailure(
        reading: .refused(
          name, "is larger than \(FileSystem.maximumFileSize) bytes, the most the tool reads"))
    }
    let bytes = try take(size + 1)
    guard bytes.last == 10 else { throw failure("an object of \(size) bytes does not end its answer") }
    return Object(id: String(fields[0]), type: String(fields[1]), bytes: Array(bytes.dropLast()))
  }

  /// The entries of the tree `name` names, or `nil` when there is no such object or it is not a tree.
  /// - Throws: ``CommandFailure`` (69) when the name is ambiguous, the tree is malformed or git fails.
  func tree(_ name: String) throws(CommandFailure) -> [TreeEntry]? {
    guard let object = try object(name), object.type == "tree" else { return nil }
    guard let entries = Self.entries(ofTree: object.bytes, idLength: object.id.utf8.count / 2) else {
      throw failure("the tree \(LogText.escaped(name)) is malformed")
    }
    return entries
  }

  /// The entries of a tree object's bytes (`MODE NAME\0` and the binary id, repeated), or `nil` when
  /// they are malformed; an id is `idLength` bytes: 20 for SHA-1, 32 for SHA-256.
  static func entries(ofTree bytes: [UInt8], idLength: Int) -> [TreeEntry]? {
    var entries: [TreeEntry] = []
    var index = 0
    while index < bytes.count {
      guard let space = bytes[index...].firstIndex(of: 32),
        let end = bytes[space...].firstIndex(of: 0), end + idLength < bytes.count, space > index,
        end > space + 1
      else { return nil }
      let mode = String(decoding: bytes[index..<space], as: UTF8.self)
      let id = bytes[(end + 1)...(end + idLength)].map { hexDigits[Int($0 >> 4)] + hexDigits[Int($0 & 15)] }
      entries.append(TreeEntry(mode: mode, name: Array(bytes[(space + 1)..<end]), id: id.joined()))
      index = end + 1 + idLength
    }
    return entries
  }

  private static let hexDigits = (0..<16).map { String($0, radix: 16) }

  /// The next line of git's answer, without its line break.
  private func line() throws(CommandFailure) -> String {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        let text = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        return text
      }
      try fill()
    }
  }

  /// The next `count` bytes of git's answer.
  private func take(_ count: Int) throws(CommandFailure) -> ArraySlice<UInt8> {
    while buffer.count - start < count { try fill() }
    defer { start += count }
    return buffer[start..<(start + count)]
  }

  /// Reads more of git's answer, dropping what was consumed.
  private func fill() throws(CommandFailure) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = chunk.withUnsafeMutableBytes { read(output.fileDescriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { return }
    guard count > 0 else {
      let detail = errors.finish().split(separator: "\n").first.map(String.init) ?? "its answer ended"
      throw failure(detail)
    }
    buffer += chunk[..<count]
  }

  private func failure(_ detail: String) -> CommandFailure {
    CommandFailure(.unavailable, "git cat-file failed: \(detail)")
  }
}
