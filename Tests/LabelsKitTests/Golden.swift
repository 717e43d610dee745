import Foundation
import Testing

/// Compares output with committed golden files under `Golden/`; `RECORD=1 swift test` rewrites them
/// and still records an issue, so a recording run never passes by accident.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  static func check(
    _ actual: [UInt8],
    matches name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try check(
      actual, matches: directory.appendingPathComponent(name), name: name, sourceLocation: sourceLocation)
  }

  /// Compares output with a committed file anywhere in the package, such as a generated page of `docs/`.
  static func check(
    _ actual: [UInt8],
    matches url: URL,
    name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual).write(to: url)
      Issue.record("recorded \(name); run again without RECORD=1", sourceLocation: sourceLocation)
      return
    }
    let expected = try #require(
      FileManager.default.contents(atPath: url.path),
      "golden file \(name) is missing; run RECORD=1 swift test",
      sourceLocation: sourceLocation
    )
    #expect(
      String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
      "\(name) differs from the golden file; run RECORD=1 swift test if the change is intended",
      sourceLocation: sourceLocation
    )
    #expect(actual == [UInt8](expected), "\(name) differs byte for byte", sourceLocation: sourceLocation)
  }

  static func check(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    try check(Array(actual.utf8), matches: name, sourceLocation: sourceLocation)
  }
}
