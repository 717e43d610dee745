/// A version folder as found on disk or in git: its name (`1.2.0`) and the bytes of each file in it.
package struct PublishedFolder: Sendable {
  /// The folder's name, such as `1.2.0`.
  package let name: String
  /// Each file's bytes, by file name.
  package let files: [String: [UInt8]]

  /// Pairs a folder name with its files.
  package init(name: String, files: [String: [UInt8]]) {
    self.name = name
    self.files = files
  }
}
