import LabelsCore
import LabelsKit

extension CanonicalLineIndex {
  /// The line index of `document` as it is printed in the file at `path`: the one place that decides
  /// whether a file's lines can be given. They can when the file holds exactly the canonical text of
  /// the document (as every export does) or does not exist yet (an export about to be written); not
  /// when it holds anything else, is not a regular file, or cannot be read. With `pointers`, only
  /// those values and their ancestors are indexed (``CanonicalLineIndex/init(_:for:)``).
  init?(file path: String, holding document: JSONValue, for pointers: [JSONPointer]? = nil) {
    switch FileSystem.entry(at: path) {
    case .missing:
      break
    case .file:
      guard let bytes = try? FileSystem.readFile(path), CanonicalJSONWriter.isCanonical(bytes, of: document)
      else { return nil }
    case .directory, .link, .special:
      return nil
    }
    if let pointers { self.init(document, for: pointers) } else { self.init(document) }
  }
}
