import LabelsCore

@testable import LabelsKit

/// A one-line upload (`v1`, English, `welcome` and `title`) to `production`, and the store's nodes and
/// record around it, for the tests of what `publish`, `status` and `pull` decide.
enum StoreFixtures {
  static let v1 = try! SemanticVersion("1.0.0")

  /// The documents of the upload, with `welcome`'s text.
  static func documents(_ welcome: String) -> LocalizedDocuments {
    LocalizedDocuments(
      baseLocale: try! LocaleIdentifier("en"),
      documents: [
        try! LocaleIdentifier("en"): .object(["welcome": .string(welcome), "title": .string("Settings")])
      ])
  }

  /// The upload of version 1.0.0 with `welcome`'s text.
  static func bundle(_ welcome: String = "Hello") -> UploadBundle {
    UploadBundle(
      lines: try! MajorLinePublication(versions: [(v1, documents(welcome))]),
      environment: try! UploadEnvironment("production"))
  }

  /// Line `v1` as the store holds it, with `welcome`'s text.
  static func line(_ welcome: String) -> JSONValue {
    .object(["en": .object(["labels": .object(["title": .string("Settings"), "welcome": .string(welcome)])])])
  }

  /// Line `v1` as `publish` from `commit` writes it over a line released before staged releases
  /// existed (or none): `welcome`'s text released, the release it replaces (`previous`, when its text
  /// differs) kept, the control document sealed.
  static func published(_ welcome: String, commit: String, over old: String? = nil) -> JSONValue {
    let release = LineRelease(
      id: LineRelease.id(of: line(welcome)), version: v1, textVersion: v1, commit: commit)
    let before = old.map {
      LineRelease(id: LineRelease.id(of: line($0)), version: v1, textVersion: v1, commit: "abc")
    }
    return LineDocument(
      released: line(welcome), control: LineControl(released: release, previous: before, command: "publish"),
      previous: old.map { [LineRelease.id(of: line($0)): line($0)] } ?? [:]
    ).sealed().json ?? .null
  }

  /// A record saying `welcome`'s text was last published.
  static func record(_ welcome: String) -> StoreNode {
    let entry = PublicationRecord.Entry(version: v1, textVersion: v1, commit: "abc", line: line(welcome))
    return StoreNode(value: PublicationRecord(lines: ["v1": entry]).json, etag: "record-etag")
  }

  /// The store read for the upload of `upload`, holding `store` (nil: nothing) and `record`.
  static func snapshot(upload: String = "Hello", store: String?, record: StoreNode) throws -> StoreSnapshot {
    try StoreSnapshot(
      of: bundle(upload), nodes: ["v1": StoreNode(value: store.map(line), etag: "v1-etag")],
      recordNode: record)
  }

  /// No record.
  static let noRecord = StoreNode(value: nil, etag: "null-etag")
}
