import Foundation
import LabelsCore
import LabelsKit

/// Builds a published `Exports/<version>/` in a temporary folder from the fixture app's defaults with
/// edits, so that tests can stand for a schema change without another schema type.
struct PublishedExports {
  let folder: TemporaryDirectory

  /// Exports the current defaults, applies `edit` to each locale's document, and publishes the result
  /// as `version` with a manifest that agrees with it.
  func publish(as version: String, edit: (String, inout JSONValue) -> Void = { _, _ in }) throws {
    let exported = CommandRun(
      ["export", "--output", folder.url.path + "/.scratch"], project: ShopLabels.v1(root: folder.url.path))
    guard exported.status == 0 else { throw CocoaError(.fileWriteUnknown) }
    let source = folder.url.appendingPathComponent(".scratch/1.0.0")
    let target = folder.url.appendingPathComponent("Exports/\(version)")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for locale in ["en", "ru", "uk"] {
      var document = try StrictJSONReader.read(
        [UInt8](Data(contentsOf: source.appendingPathComponent("\(locale).json"))))
      edit(locale, &document)
      documents[try LocaleIdentifier(locale)] = document
      try Data(CanonicalJSONWriter.bytes(document)).write(to: target.appendingPathComponent("\(locale).json"))
    }
    let published = try Manifest(
      json: StrictJSONReader.read([UInt8](Data(contentsOf: source.appendingPathComponent("manifest.json")))))
    let manifest = Manifest(
      version: try SemanticVersion(version),
      documents: LocalizedDocuments(baseLocale: published.baseLocale, documents: documents),
      baseLocale: published.baseLocale,
      aliases: published.aliases
    )
    try Data(CanonicalJSONWriter.bytes(manifest.json)).write(
      to: target.appendingPathComponent("manifest.json"))
    let schema = try String(contentsOf: source.appendingPathComponent("schema.json"), encoding: .utf8)
    try Data(schema.replacingOccurrences(of: "Labels 1.0.0", with: "Labels \(version)").utf8)
      .write(to: target.appendingPathComponent("schema.json"))
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".scratch"))
  }
}

extension JSONValue {
  /// Sets (or with `nil` removes) the member at an object path such as `["login", "welcome"]`.
  mutating func set(_ path: [String], to newValue: JSONValue?) {
    guard let key = path.first, case .object(var members) = self else { return }
    if path.count == 1 {
      members[key] = newValue
    } else {
      var child = members[key] ?? .object([:])
      child.set(Array(path.dropFirst()), to: newValue)
      members[key] = child
    }
    self = .object(members)
  }
}
