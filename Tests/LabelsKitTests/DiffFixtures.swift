import Foundation
import LabelsCore

@testable import LabelsKit

/// The diff fixtures under `Fixtures/diff/`: document pairs (`<case>/old.json`, `<case>/new.json`) and
/// version folders (`folders/<case>/old/<locale>.json`, `folders/<case>/new/<locale>.json`, and OLD's
/// `folders/<case>/old/schema.json` when the case has one).
enum DiffFixtures {
  /// One fixture document, read strictly.
  static func document(_ name: String) throws -> JSONValue {
    try StrictJSONReader.read(Fixtures.bytes("diff/" + name))
  }

  /// The report for a document pair.
  static func report(_ name: String) throws -> ChangeReport {
    SchemaDiff.compare(old: try document("\(name)/old.json"), new: try document("\(name)/new.json"))
  }

  /// Every `<locale>.json` of one side (`old` or `new`) of a folder case.
  static func documents(_ name: String, _ side: String, baseLocale: String?) throws -> LocalizedDocuments {
    let folder = "folders/\(name)/\(side)"
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.directory.appendingPathComponent("diff/" + folder).path)
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for file in files where file.hasSuffix(".json") && file != "schema.json" {
      documents[try LocaleIdentifier(String(file.dropLast(".json".count)))] = try document(
        "\(folder)/\(file)")
    }
    return LocalizedDocuments(
      baseLocale: try baseLocale.map { try LocaleIdentifier($0) }, documents: documents)
  }

  /// OLD's schema of a folder case, when the case has `old/schema.json`.
  static func oldSchema(_ name: String) throws -> JSONSchema? {
    let file = "folders/\(name)/old/schema.json"
    guard
      FileManager.default.fileExists(atPath: Fixtures.directory.appendingPathComponent("diff/" + file).path)
    else { return nil }
    return try JSONSchema(json: document(file))
  }

  /// The report for a folder case, with the base locale given for each side and OLD's schema when the
  /// case has one.
  static func folderReport(_ name: String, oldBase: String? = "en", newBase: String? = "en") throws
    -> ChangeReport
  {
    SchemaDiff.compare(
      old: try documents(name, "old", baseLocale: oldBase),
      new: try documents(name, "new", baseLocale: newBase),
      oldSchema: try oldSchema(name))
  }

  /// A change on one line, every field that is set: `breaking key-removed ru /a id="x" old=1 hint=...`.
  static func describe(_ change: Change) -> String {
    var parts = [change.severity.rawValue, change.rule.rawValue]
    if let locale = change.locale { parts.append(locale.rawValue) }
    parts.append(change.path.isRoot ? "<root>" : change.path.description)
    if let id = change.id { parts.append("id=\(id)") }
    if let old = change.old { parts.append("old=\(old.compactText)") }
    if let new = change.new { parts.append("new=\(new.compactText)") }
    if let hint = change.hint { parts.append("hint=\(hint)") }
    return parts.joined(separator: " ")
  }

  /// Every change of a report, described.
  static func describe(_ report: ChangeReport) -> [String] {
    report.changes.map(describe)
  }
}
