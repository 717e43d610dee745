import Foundation
import Testing

/// Compares a folder the tool wrote with a committed golden folder under `Golden/`, file by file and
/// byte for byte; `RECORD=1 swift test` rewrites the golden folder and still records an issue, so a
/// recording run never passes by accident.
enum GoldenFolder {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  static func check(_ folder: URL, matches name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    try check(
      folder, matches: directory.appendingPathComponent(name), named: name, sourceLocation: sourceLocation)
  }

  /// Compares `folder` with the committed folder `golden`, shown as `name`, as ``check(_:matches:sourceLocation:)``
  /// does with a folder of `Golden/`.
  static func check(
    _ folder: URL, matches golden: URL, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let actual = try files(in: folder)
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try? FileManager.default.removeItem(at: golden)
      for (path, contents) in actual {
        let url = golden.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
      }
      Issue.record("recorded \(name); run again without RECORD=1", sourceLocation: sourceLocation)
      return
    }
    let expected = try files(in: golden)
    #expect(
      actual.keys.sorted() == expected.keys.sorted(),
      "the files differ from the golden folder \(name); run RECORD=1 swift test if the change is intended",
      sourceLocation: sourceLocation)
    for (path, contents) in expected.sorted(by: { $0.key < $1.key }) {
      guard let written = actual[path] else { continue }
      #expect(
        String(decoding: written, as: UTF8.self) == String(decoding: contents, as: UTF8.self),
        "\(name)/\(path) differs from the golden file; run RECORD=1 swift test if the change is intended",
        sourceLocation: sourceLocation)
      #expect(written == contents, "\(name)/\(path) differs byte for byte", sourceLocation: sourceLocation)
    }
  }

  /// Every file below `folder`, by its path relative to it.
  static func files(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = folder.standardizedFileURL.path + "/"
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return files
    }
    for case let url as URL in enumerator {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else {
        continue
      }
      let path = url.standardizedFileURL.path
      files[String(path.dropFirst(root.count))] = try Data(contentsOf: url)
    }
    return files
  }
}
