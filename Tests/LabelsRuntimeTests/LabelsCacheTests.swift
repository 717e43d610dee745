import Foundation
import LabelsCore
import LabelsRuntime
import Testing

/// The last good labels, kept per endpoint: read back as stored, and dropped when they cannot serve.
@Suite struct LabelsCacheTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "labels-cache-\(UUID().uuidString)", isDirectory: true)
  private var cache: LabelsCache { LabelsCache(directory: folder) }
  private let endpoint = try! LabelsEndpoint(environment: "production", version: "2.1.0", locale: "ru")
  private let document = Data(#"{"title": "Расходы"}"#.utf8)

  @Test func aStoredDocumentIsReadBackWithItsTag() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(cache.entry(for: endpoint) == nil)
    try cache.store(document, etag: "\"abc\"", isComplete: true, for: endpoint)
    #expect(
      cache.entry(for: endpoint)
        == CachedLabels(schemaVersion: "2.1.0", etag: "\"abc\"", isComplete: true, document: document))
    #expect(cache.file(of: endpoint).path == folder.path + "/production/v2/ru.json")
    #expect(
      String(decoding: try Data(contentsOf: cache.file(of: endpoint)), as: UTF8.self)
        == """
        {
          "bytes": 27,
          "complete": true,
          "etag": "\\"abc\\"",
          "path": "production/v2/ru/labels",
          "schemaVersion": "2.1.0"
        }
        {"title": "Расходы"}
        """)
    try cache.store(Data("{}".utf8), etag: nil, isComplete: false, for: endpoint)
    #expect(
      cache.entry(for: endpoint)
        == CachedLabels(schemaVersion: "2.1.0", etag: nil, isComplete: false, document: Data("{}".utf8)))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/production/v2")
    #expect(names == ["ru.json"])
  }

  @Test func anAppOfAnotherSchemaVersionDropsTheFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.store(document, etag: nil, isComplete: true, for: endpoint)
    let newer = try LabelsEndpoint(environment: "production", version: "2.2.0", locale: "ru")
    #expect(cache.file(of: newer) == cache.file(of: endpoint))
    #expect(cache.entry(for: newer) == nil)
    #expect(!FileManager.default.fileExists(atPath: cache.file(of: endpoint).path))
  }

  @Test func anotherLocalesFileInItsPlaceIsDropped() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let ukrainian = try LabelsEndpoint(environment: "production", version: "2.1.0", locale: "uk")
    try cache.store(document, etag: nil, isComplete: true, for: ukrainian)
    try FileManager.default.copyItem(at: cache.file(of: ukrainian), to: cache.file(of: endpoint))
    #expect(cache.entry(for: endpoint) == nil)
    #expect(!FileManager.default.fileExists(atPath: cache.file(of: endpoint).path))
    #expect(cache.entry(for: ukrainian) != nil)
  }

  @Test func aTruncatedFileIsDropped() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.store(document, etag: nil, isComplete: true, for: endpoint)
    let file = cache.file(of: endpoint)
    let bytes = try Data(contentsOf: file)
    for length in [bytes.count - 1, bytes.count / 2, 3] {
      try bytes.prefix(length).write(to: file)
      #expect(cache.entry(for: endpoint) == nil, "\(length) of \(bytes.count) bytes")
    }
  }

  @Test(arguments: [
    "", "{", "{}\n}\n", "{\n  \"bytes\": 2,\n  \"complete\": true\n}\n{}",
    "{\n  \"bytes\": 3,\n  \"complete\": true,\n  \"path\": \"production/v2/ru/labels\",\n  \"schemaVersion\": \"2.1.0\"\n}\n{}",
    "{\n  \"bytes\": 2,\n  \"complete\": 1,\n  \"path\": \"production/v2/ru/labels\",\n  \"schemaVersion\": \"2.1.0\"\n}\n{}",
    "{\n  \"bytes\": 2,\n  \"bytes\": 2,\n  \"complete\": true,\n  \"path\": \"production/v2/ru/labels\",\n  \"schemaVersion\": \"2.1.0\"\n}\n{}",
  ])
  func anUnreadableFileCountsAsNoneAndIsRemoved(contents: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = cache.file(of: endpoint)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
    #expect(cache.entry(for: endpoint) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aFileTooLargeOrNotRegularIsNotRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = cache.file(of: endpoint)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(file.path, 0o600) == 0)
    #expect(cache.entry(for: endpoint) == nil)
    try FileManager.default.removeItem(at: file)
    try Data(count: LabelsCache.maximumFileBytes + 1).write(to: file)
    #expect(cache.entry(for: endpoint) == nil)
  }
}
