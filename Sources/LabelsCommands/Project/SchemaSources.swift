import LabelsKit

/// The Swift files of the schema (`Sources/Labels/*.swift`), read for the doc comments `emit xcstrings`
/// writes as each key's comment, and the source keys `emit` writes instead of a label's path.
struct SchemaSources {
  /// The largest schema file read: far above any hand-written or generated schema file.
  static let maximumFileSize = 16 << 20

  /// The project whose schema folder is read, and whose compiled labels type gives each property's key.
  let project: LabelsProject

  /// The doc comments of the schema's labels by path pattern; none when the folder cannot be read, is a
  /// link, or a file is a link or larger than ``maximumFileSize`` (that file alone is skipped): comments
  /// are a help to translators, never a reason to refuse an emit.
  /// - Throws: ``CommandFailure`` (65) when the labels type cannot be described.
  func comments() throws(CommandFailure) -> SchemaComments {
    let folder = project.paths.schemaFolder
    var files: [String: String] = [:]
    if FileSystem.entry(at: folder) == .directory {
      for name in (try? FileSystem.contents(ofDirectory: folder)) ?? [] where name.hasSuffix(".swift") {
        let path = FileSystem.join(folder, name)
        if let bytes = try? FileSystem.readFile(path, limit: Self.maximumFileSize) {
          files[path] = String(decoding: bytes, as: UTF8.self)
        }
      }
    }
    return SchemaComments(sources: files, paths: try project.propertyPaths())
  }
}
