import Foundation

/// The fixture files under `Fixtures/`.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// The bytes of a fixture file, such as `json/invalid-duplicate-key.json`.
  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }
}
