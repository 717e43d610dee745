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
}
