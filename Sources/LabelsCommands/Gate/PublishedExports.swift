import LabelsKit

/// The version folders of an export root as they are in the working tree, read for the audit.
enum PublishedExports {
  /// Every folder below `root` with the bytes of each file in it; none when `root` does not exist.
  /// - Throws: ``CommandFailure``: 74 when a folder or file cannot be read.
  static func read(_ root: String) throws(CommandFailure) -> [PublishedFolder] {
    let names = try DocumentLoader.entries(of: root)
    var folders: [PublishedFolder] = []
    for name in names.sorted() where name != ".DS_Store" && name != FolderLock.fileName {
      let folder = FileSystem.join(root, name)
      switch FileSystem.entry(at: folder) {
      case .directory: break
      case .missing, .file:
        folders.append(PublishedFolder(name: name, files: [:]))
        continue
      case let kind: throw CommandFailure(reading: FileSystem.refusal(folder, kind, expecting: "folder"))
      }
      var files: [String: [UInt8]] = [:]
      do {
        for file in try FileSystem.contents(ofDirectory: folder) {
          let path = FileSystem.join(folder, file)
          files[file] = FileSystem.entry(at: path) == .directory ? [] : try FileSystem.readFile(path)
        }
      } catch {
        throw CommandFailure(reading: error)
      }
      folders.append(PublishedFolder(name: name, files: files))
    }
    return folders
  }

  /// The diagnostic of an audit problem: `Exports/1.0.0/ru.json:3: error: message [rule]`.
  static func diagnostic(_ problem: AuditProblem, root: String) -> Diagnostic {
    let folder = FileSystem.join(root, problem.folder)
    let file = problem.file.map { FileSystem.join(folder, $0) } ?? folder
    return Diagnostic(
      problem.rule.severity, at: FileLocation(file: file, line: problem.line), rule: problem.rule.id,
      problem.message)
  }
}
