import LabelsCore
import LabelsKit
import Testing

/// The audit reads a file once when consecutive versions share its bytes, and a diff does not walk a
/// locale known to be unchanged: both must find exactly what reading and walking everything finds.
@Suite struct PublishedAuditSharingTests {
  private static let schema = JSONSchema.object(
    properties: ["farewell": .string, "greeting": .string], required: ["farewell", "greeting"])

  private static func locale(_ tag: String) throws -> LocaleIdentifier { try LocaleIdentifier(tag) }

  /// The folder export writes for `documents` (by locale tag) at `version`, with `replaced` files put in
  /// instead of what export writes.
  private static func folder(
    _ version: String, _ documents: [String: JSONValue], replaced: [String: String] = [:],
    schema: JSONSchema = schema
  ) throws -> PublishedFolder {
    var byLocale: [LocaleIdentifier: JSONValue] = [:]
    for (tag, document) in documents { byLocale[try locale(tag)] = document }
    let files = ExportPlan.files(
      for: LocalizedDocuments(baseLocale: try locale("en"), documents: byLocale),
      version: try SemanticVersion(version), baseLocale: try locale("en"), schema: schema)
    var contents: [String: [UInt8]] = [:]
    for file in files { contents[String(file.path.dropFirst(version.count + 1))] = file.contents }
    for (name, text) in replaced { contents[name] = Array(text.utf8) }
    return PublishedFolder(name: version, files: contents)
  }

  private static func labels(_ greeting: String, _ farewell: String) -> JSONValue {
    .object(["greeting": .string(greeting), "farewell": .string(farewell)])
  }

  @Test func aFileSharedWithThePreviousVersionIsReportedAsIfReadAlone() throws {
    let english = Self.labels("Hello", "Bye")
    let russian = Self.labels("Привет", "Пока")
    // ru.json is not canonical in both versions, notes.txt is in both, fr.json is malformed in the
    // last two, and en.json breaks the schema from 1.1.0 on, under schemas equal but for their titles.
    var folders = [
      try Self.folder("1.0.0", ["en": english, "ru": russian]),
      try Self.folder(
        "1.0.1", ["en": english, "ru": russian],
        replaced: ["ru.json": "{\"farewell\":\"Пока\",\"greeting\":\"Привет\"}", "notes.txt": "x"]),
      try Self.folder(
        "1.1.0",
        [
          "en": .object(["greeting": .string("Hello"), "farewell": .string("Bye"), "extra": .number("1")]),
          "ru": russian,
        ],
        replaced: [
          "ru.json": "{\"farewell\":\"Пока\",\"greeting\":\"Привет\"}", "notes.txt": "x",
          "fr.json": "{\n  \"a\": ",
        ]),
      try Self.folder(
        "1.1.1",
        [
          "en": .object(["greeting": .string("Hello"), "farewell": .string("Bye"), "extra": .number("1")]),
          "ru": russian,
        ],
        replaced: [
          "ru.json": "{\"farewell\":\"Пока\",\"greeting\":\"Привет\"}", "notes.txt": "x",
          "fr.json": "{\n  \"a\": ",
        ]),
    ]
    // 1.2.0 keeps 1.1.1's files but declares `extra`: en.json no longer violates its schema.
    let widened = JSONSchema.object(
      properties: ["extra": .number, "farewell": .string, "greeting": .string],
      required: ["farewell", "greeting"])
    folders.append(
      try Self.folder(
        "1.2.0",
        [
          "en": .object(["greeting": .string("Hello"), "farewell": .string("Bye"), "extra": .number("1")]),
          "ru": russian,
        ],
        replaced: [
          "ru.json": "{\"farewell\":\"Пока\",\"greeting\":\"Привет\"}", "notes.txt": "x",
          "fr.json": "{\n  \"a\": ",
        ], schema: widened))
    let together = PublishedAudit(folders: folders)
    #expect(together.problems.contains { $0.folder == "1.1.1" && $0.file == "ru.json" })
    #expect(together.problems.contains { $0.folder == "1.1.1" && $0.rule == .schemaViolation })
    #expect(!together.problems.contains { $0.folder == "1.2.0" && $0.rule == .schemaViolation })
    for folder in folders {
      let alone = PublishedAudit(folders: [folder])
      #expect(
        together.problems.filter { $0.folder == folder.name && $0.rule != .versionStep } == alone.problems,
        "\(folder.name)")
      let version = together.versions.first { $0.version.description == folder.name }
      #expect(version?.documents == alone.versions.first?.documents, "\(folder.name)")
      #expect(version?.schema == alone.versions.first?.schema, "\(folder.name)")
    }
  }

  @Test func aLocaleKnownUnchangedIsStillStaleWhenTheBaseTextChanged() throws {
    let russian = Self.labels("Привет", "Пока")
    let old = LocalizedDocuments(
      baseLocale: try Self.locale("en"),
      documents: [try Self.locale("en"): Self.labels("Hello", "Bye"), try Self.locale("ru"): russian])
    let new = LocalizedDocuments(
      baseLocale: try Self.locale("en"),
      documents: [try Self.locale("en"): Self.labels("Hi", "Bye"), try Self.locale("ru"): russian])
    let walked = SchemaDiff.compare(old: old, new: new, oldSchema: Self.schema)
    let shortened = SchemaDiff.compare(
      old: old, new: new, oldSchema: Self.schema, unchanged: [try Self.locale("ru")])
    #expect(shortened == walked)
    #expect(shortened.changes.map(\.rule) == [.valueChanged, .translationStale])
    #expect(shortened.changes.last?.locale == (try Self.locale("ru")))
  }

  @Test func theNewestAsFirstPublishedByteForByteHasNotChanged() throws {
    let first = try Self.folder("1.0.0", ["en": Self.labels("Hello", "Bye")])
    let breaking = try Self.folder("1.0.0", ["en": .object(["greeting": .string("Hello")])])
    let history = PublicationHistory(
      commits: [PublicationHistory.Commit(hash: "aaaaaaaaaaaaaaaa", changes: [("A", "1.0.0/en.json")])],
      versionsAtStart: [], exports: "Exports")
    let newest = try #require(PublishedAudit(folders: [first]).versions.first)
    #expect(
      history.changedSincePublished(newest, firstPublished: first.files, commit: "aaaaaaaaaaaaaaaa") == nil)
    let changed = try #require(PublishedAudit(folders: [breaking]).versions.first)
    #expect(
      history.changedSincePublished(changed, firstPublished: first.files, commit: "aaaaaaaaaaaaaaaa")?.rule
        == .history)
  }
}
