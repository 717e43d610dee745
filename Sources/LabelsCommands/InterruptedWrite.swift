import LabelsCore
import LabelsKit

/// A write of the defaults that a kill stopped: found by the next command that reads or writes them
/// (`studio` at its start, `check`, `pull`, `xliff import`, `review confirm`) and finished or undone,
/// so that a Swift file and the review state never stay out of step.
///
/// ``StagedWrite`` records its renames in a journal (`Defaults/.labels-write.json`) once every file is
/// staged: with the journal there, every staged file it names that is still there is renamed over its
/// target (the write is finished); without it, no rename was made and the staged files are removed
/// (the write is undone). Either way the hidden copies the write kept are removed. A journal that names
/// a file outside the defaults folder, or a staged file that is not a staging name beside its target, is
/// refused and nothing is moved.
enum InterruptedWrite {
  /// The name of the journal in the defaults folder.
  static let journalName = ".labels-write.json"

  /// The journal of the renames from each staged file to its target.
  static func record(_ renames: [(temporary: String, target: String)]) -> [UInt8] {
    CanonicalJSONWriter.bytes(
      .object([
        "renames": .array(
          renames.map { .object(["from": .string($0.temporary), "to": .string($0.target)]) })
      ]))
  }

  /// ``recover(journal:folder:)`` in a project's defaults folder, each file it finished or removed
  /// reported on stderr (a command's own output, such as `check --format json`, stays as it is).
  static func recover(in paths: ProjectPaths, console: Console) throws(CommandFailure) {
    for line in try recover(journal: paths.writeJournal, folder: paths.defaults) {
      console.error(LogText.escaped(line))
    }
  }

  /// Finishes the write `journal` records, or undoes a write that stopped before recording, in the
  /// defaults folder `folder` and its subfolders.
  /// - Returns: a line for each file finished or removed; none when nothing was interrupted.
  /// - Throws: ``CommandFailure``: 65 when the journal is not one a write made, 74 when a file cannot be
  ///   moved or removed.
  static func recover(journal: String, folder: String) throws(CommandFailure) -> [String] {
    var lines: [String] = []
    let renames = FileSystem.entry(at: journal) == .file ? try renames(in: journal, folder: folder) : nil
    do throws(FileSystemError) {
      if let renames {
        for (temporary, target) in renames where FileSystem.entry(at: temporary) == .file {
          try FileSystem.move(temporary, to: target)
          lines.append("finished an interrupted write: \(target)")
        }
        try FileSystem.removeFile(journal)
      }
      for leftover in try stagingFiles(in: folder) {
        try FileSystem.removeFile(leftover)
        lines.append("removed what an interrupted write left: \(leftover)")
      }
    } catch {
      throw CommandFailure(reading: error)
    }
    return lines
  }

  /// The renames a journal records, each checked to lie in `folder`.
  private static func renames(in journal: String, folder: String) throws(CommandFailure) -> [(String, String)]
  {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(journal, limit: 1 << 20)
    } catch {
      throw CommandFailure(reading: error)
    }
    let refusal = CommandFailure(
      .dataError, file: journal,
      "is not the record of an interrupted write; remove it and check the defaults with 'git status'")
    guard case .object(let members)? = try? StrictJSONReader.read(bytes),
      case .array(let items)? = members["renames"]
    else { throw refusal }
    var renames: [(String, String)] = []
    for item in items {
      guard case .object(let rename) = item, case .string(let from)? = rename["from"],
        case .string(let to)? = rename["to"], isInside(to, folder), isStaging(from, beside: to)
      else { throw refusal }
      renames.append((from, to))
    }
    return renames
  }

  /// Whether `path` lies below `folder`, without `..` or an empty component.
  private static func isInside(_ path: String, _ folder: String) -> Bool {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard path.hasPrefix(prefix) else { return false }
    return path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
      !$0.isEmpty && $0 != ".." && $0 != "."
    }
  }

  /// Whether `path` is a staging name in the folder of `target`.
  private static func isStaging(_ path: String, beside target: String) -> Bool {
    let folder = { (path: String) in path.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
    guard let name = path.split(separator: "/").last, folder(path) == folder(target) else { return false }
    return FileSystem.isStagingName(String(name))
  }

  /// The hidden staging files in `folder` and its subfolders, one level down.
  private static func stagingFiles(in folder: String) throws(FileSystemError) -> [String] {
    guard FileSystem.entry(at: folder) == .directory else { return [] }
    var found: [String] = []
    for name in try FileSystem.contents(ofDirectory: folder).sorted() {
      let path = FileSystem.join(folder, name)
      if FileSystem.isStagingName(name), FileSystem.entry(at: path) == .file {
        found.append(path)
      } else if !name.hasPrefix("."), FileSystem.entry(at: path) == .directory {
        for inner in try FileSystem.contents(ofDirectory: path).sorted() where FileSystem.isStagingName(inner)
        {
          let innerPath = FileSystem.join(path, inner)
          if FileSystem.entry(at: innerPath) == .file { found.append(innerPath) }
        }
      }
    }
    return found
  }
}
