import LabelsKit

/// The Swift files of the schema (`Sources/Labels/*.swift`), read for the doc comments `emit xcstrings`
/// writes as each key's comment, the source keys `emit` writes instead of a label's path, and the line
/// of each label's declaration, where lint places a path too long for the store.
struct SchemaSources {
  /// The largest schema file read: far above any hand-written or generated schema file.
  static let maximumFileSize = 16 << 20

  /// The project whose schema folder is read, and whose compiled labels type gives each property's key.
  let project: LabelsProject
  /// What the run reads, each file once.
  var inputs = InputFiles()

  /// The doc comments of the schema's labels by path pattern; none when there is no schema folder (a
  /// project whose schema is compiled from elsewhere). A folder that is there is read whole or refused:
  /// a comment silently left out would reach translators as a text without its note.
  /// - Throws: ``CommandFailure``: 65 when the labels type cannot be described, or the folder or a file
  ///   is a link, a device or larger than ``maximumFileSize``; 74 when one cannot be read; each naming it.
  func comments() throws(CommandFailure) -> SchemaComments {
    let folder = project.paths.schemaFolder
    var files: [String: String] = [:]
    do throws(FileSystemError) {
      switch FileSystem.entry(at: folder) {
      case .missing: break
      case .directory:
        for name in try FileSystem.contents(ofDirectory: folder) where name.hasSuffix(".swift") {
          let path = FileSystem.join(folder, name)
          files[path] = String(
            decoding: try inputs.bytes(path, limit: Self.maximumFileSize), as: UTF8.self)
        }
      case let kind: throw FileSystem.refusal(folder, kind, expecting: "folder")
      }
    } catch {
      throw CommandFailure(reading: error)
    }
    return SchemaComments(sources: files, paths: try project.propertyPaths())
  }
}
