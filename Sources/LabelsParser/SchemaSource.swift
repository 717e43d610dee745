/// Where the schema's source lives, for diagnostics that point at it.
enum SchemaSource {
  /// The file that declares `Labels.schemaVersion`.
  static let versionFile = "Sources/Labels/Labels.swift"

  /// `FILE:LINE` of the `schemaVersion` declaration when the source is at hand, else `FILE`.
  static var versionLocation: String {
    guard let bytes = try? FileSystem.readFile(versionFile) else { return versionFile }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.contains("static let schemaVersion") }) else {
      return versionFile
    }
    return "\(versionFile):\(index + 1)"
  }
}
