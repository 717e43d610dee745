import LabelsCore
import LabelsKit

/// A git repository of published versions, for `check` as history grows: `versions` patch releases
/// (1.0.0, 1.0.1, ...) of ``SyntheticCatalog`` documents in `locales` locales, each published by one
/// commit and edited in place by content commits (one text of one locale each) until the next, so
/// `commits` commits touch `Exports/` in all; the last commit publishes a copy of the live project's
/// newest version, so `LabelsParser check --exports` of the live project passes.
struct SyntheticHistory {
  /// Patch releases of the synthetic documents.
  let versions: Int
  /// Locales of each release.
  let locales: Int
  /// Labels of each document.
  let labels: Int
  /// Commits that touch the exports, the live version's included.
  let commits: Int

  /// Writes the repository to `folder` (its exports in `folder/Exports`), replacing what is there.
  /// - Parameter newest: the live project's newest version folder, copied as the last release.
  /// - Throws: ``BenchError`` when a file cannot be written or git fails.
  func write(to folder: String, newest: String) throws(BenchError) {
    try FileAccess.remove(folder)
    try FileAccess.createFolder(folder + "/Exports")
    try git(folder, "init", "-q", "-b", "main")
    let catalog = SyntheticCatalog(labelCount: labels)
    let tags = SyntheticCatalog.localeTags.prefix(locales)
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for tag in tags {
      guard let locale = try? LocaleIdentifier(tag) else { continue }
      documents[locale] = catalog.document(locale: tag)
    }
    let base = documents.keys.first { $0.rawValue == "en" } ?? documents.keys.sorted()[0]
    let schema = try Self.schema(of: documents[base] ?? .null)
    let edits = max(commits - versions - 1, 0)
    var made = 0
    for release in 0..<versions {
      let version = SemanticVersion(major: 1, minor: 0, patch: release)
      let files = ExportPlan.files(
        for: LocalizedDocuments(baseLocale: base, documents: documents), version: version, baseLocale: base,
        schema: schema)
      for file in files { try FileAccess.write(file.contents, to: "\(folder)/Exports/\(file.path)") }
      try commit(folder, "Publish \(version)")
      // The edits are spread evenly between the releases.
      while made < edits * (release + 1) / versions {
        let locale = documents.keys.sorted()[made % documents.count]
        documents[locale] = Self.edited(documents[locale] ?? .null, mark: made)
        let files = ExportPlan.files(
          for: LocalizedDocuments(baseLocale: base, documents: [locale: documents[locale] ?? .null]),
          version: version, baseLocale: locale)
        for file in files where file.path.hasSuffix("/\(locale.rawValue).json") {
          try FileAccess.write(file.contents, to: "\(folder)/Exports/\(file.path)")
        }
        try commit(folder, "Edit a text of \(version)")
        made += 1
      }
    }
    let name = String(newest.split(separator: "/").last ?? "")
    for file in try FileAccess.names(in: newest) {
      try FileAccess.write(try FileAccess.read(newest + "/" + file), to: "\(folder)/Exports/\(name)/\(file)")
    }
    try commit(folder, "Publish \(name)")
  }

  /// `value` with its first text (by sorted keys) changed: a content edit.
  private static func edited(_ value: JSONValue, mark: Int) -> JSONValue {
    switch value {
    case .string(let text): return .string(text + " ·\(mark)")
    case .object(let members):
      guard let key = members.keys.sorted().first, let member = members[key] else { return value }
      var changed = members
      changed[key] = edited(member, mark: mark)
      return .object(changed)
    default: return value
    }
  }

  private func commit(_ folder: String, _ message: String) throws(BenchError) {
    try git(folder, "add", "-A")
    try git(folder, "commit", "-q", "-m", message)
  }

  private func git(_ folder: String, _ arguments: String...) throws(BenchError) {
    let command =
      ["-C", folder, "-c", "user.name=Bench", "-c", "user.email=bench@example.com"]
      + ["-c", "commit.gpgsign=false"] + arguments
    let usage = try ChildProcess(program: "git", arguments: command).run()
    guard usage.status == 0 else {
      throw .failed((["git"] + command).joined(separator: " "), status: usage.status, output: "")
    }
  }

  /// The schema of a document of groups and texts, as export describes a schema of label groups.
  private static func schema(of document: JSONValue) throws(BenchError) -> JSONSchema {
    func describe(_ value: JSONValue) -> JSONValue {
      guard case .object(let members) = value else { return .object(["type": .string("string")]) }
      return .object([
        "additionalProperties": .bool(false), "type": .string("object"),
        "properties": .object(members.mapValues(describe)),
        "required": .array(members.keys.sorted().map(JSONValue.string)),
      ])
    }
    var root = describe(document)
    if case .object(var members) = root {
      members["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
      root = .object(members)
    }
    do {
      return try JSONSchema(json: root)
    } catch {
      throw .badResult("the synthetic schema: \(error)")
    }
  }
}
