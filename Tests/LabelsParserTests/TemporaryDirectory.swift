import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryDirectory {
  /// The folder.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("labels-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A fresh folder with the Swift sources the literal editors of an English and Russian project read:
  /// the catalog pairing `en` with `.english` and `ru` with `.russian`, and `russianSource` as
  /// `Defaults/Russian/Labels+Russian.swift`.
  static func englishAndRussian(russianSource: String) throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write(
      """
      let locales = [
        LocaleLabels(locale: "en", labels: .english),
        LocaleLabels(locale: "ru", labels: .russian),
      ]

      """, to: "Defaults/LabelsCatalog.swift")
    try folder.write(russianSource, to: "Defaults/Russian/Labels+Russian.swift")
    return folder
  }

  /// Copies a fixture folder or file from `Fixtures/` into the temporary folder.
  @discardableResult
  func copy(fixture name: String, to destination: String? = nil) throws -> URL {
    let source = LabelsParserRunner.packageRoot.appendingPathComponent(
      "Tests/LabelsParserTests/Fixtures/\(name)")
    let target = url.appendingPathComponent(destination ?? name)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: target)
    return target
  }

  /// Writes a file, creating its folders.
  func write(_ text: String, to path: String) throws {
    let target = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: target)
  }

  /// Replaces text in a file of the folder; the text must occur.
  func replace(_ text: String, with replacement: String, in path: String) throws {
    let original = try read(path)
    guard original.contains(text) else { throw CocoaError(.fileReadCorruptFile) }
    try write(original.replacingOccurrences(of: text, with: replacement), to: path)
  }

  /// The text of a file in the folder.
  func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
  }

  deinit {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    try? FileManager.default.removeItem(at: url)
  }
}
