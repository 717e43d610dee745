/// One file of an export, in memory: a path relative to the export root and its bytes.
package struct ExportFile: Equatable, Sendable {
  /// The path below the export root, such as `1.0.0/en.json`.
  package let path: String
  /// The file's exact contents.
  package let contents: [UInt8]

  /// Creates a file.
  package init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }
}
