import LabelsCore
import LabelsKit

extension CanonicalLineIndex {
  /// The line index of `document` as it is printed in the file at `path`
  /// (``CanonicalLineIndex/init(bytes:holding:for:)``), read through `inputs`, where the command read the
  /// document itself: a file that does not exist yet has lines; a folder, a link or a device has none.
  /// - Throws: ``CommandFailure`` (74, naming the file) when the file is there but cannot be read.
  init?(
    file path: String, holding document: JSONValue, for pointers: [JSONPointer]? = nil, inputs: InputFiles
  )
    throws(CommandFailure)
  {
    let bytes: [UInt8]?
    switch FileSystem.entry(at: path) {
    case .missing:
      bytes = nil
    case .file:
      do {
        bytes = try inputs.bytes(path)
      } catch {
        throw CommandFailure(reading: error)
      }
    case .directory, .link, .special:
      return nil
    }
    self.init(bytes: bytes, holding: document, for: pointers)
  }
}
