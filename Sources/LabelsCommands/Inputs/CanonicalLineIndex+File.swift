import LabelsCore
import LabelsKit

extension CanonicalLineIndex {
  /// The line index of `document` as it is printed in the file at `path`
  /// (``CanonicalLineIndex/init(bytes:holding:for:)``): a file that does not exist yet has lines; one
  /// that is not a regular file or cannot be read has none.
  init?(file path: String, holding document: JSONValue, for pointers: [JSONPointer]? = nil) {
    let bytes: [UInt8]?
    switch FileSystem.entry(at: path) {
    case .missing:
      bytes = nil
    case .file:
      guard let read = try? FileSystem.readFile(path) else { return nil }
      bytes = read
    case .directory, .link, .special:
      return nil
    }
    self.init(bytes: bytes, holding: document, for: pointers)
  }
}
