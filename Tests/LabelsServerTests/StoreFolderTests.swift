import Foundation
import HTTPTestSupport
import LabelsCore
import LabelsServer
import Testing

/// The folder a store keeps its data in: kept across restarts, held by one server at a time, and
/// refused when it is a link or holds data the store would not take.
@Suite struct StoreFolderTests {
  @Test func theDataIsKeptAcrossARestart() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/production/v1.json", body: #"{"en": ["a", "b"]}"#)
    try store.restart()
    #expect(
      try store.send("GET", "/production.json")
        == .json(200, "{\n  \"v1\": {\n    \"en\": [\n      \"a\",\n      \"b\"\n    ]\n  }\n}\n"))
    #expect(
      try store.dataFile()
        == "{\n  \"production\": {\n    \"v1\": {\n      \"en\": {\n        \"0\": \"a\",\n        \"1\": \"b\"\n      }\n    }\n  }\n}\n"
    )
    let files = try FileManager.default.contentsOfDirectory(atPath: store.folder).sorted()
    #expect(files == [".lock", "data.json"])
  }

  @Test func aTemporaryStoreStartsEmptyAndItsFolderGoesWithIt() throws {
    let store = try StoreServer.temporary(token: nil)
    #expect(store.baseURL.absoluteString == "http://127.0.0.1:\(store.port)")
    #expect(FileManager.default.fileExists(atPath: store.folder + "/.lock"))
    let answer = try RawHTTPClient.exchange("GET /.json HTTP/1.1\r\n\r\n", port: store.port)
    #expect(answer.hasSuffix("\r\n\r\nnull\n"))
    store.stop()
    #expect(!FileManager.default.fileExists(atPath: store.folder))
  }

  @Test func aSecondServerOnTheSameFolderIsRefused() throws {
    let store = try StoreFixture()
    #expect(throws: StoreServerError.store(.inUse(store.folder))) {
      try StoreServer(folder: store.folder, token: nil)
    }
  }

  @Test func stoppingReleasesTheFolderForAnotherServer() throws {
    let store = try StoreFixture()
    store.server.stop()
    let reopened = try StoreServer(folder: store.folder, token: nil)
    reopened.stop()
  }

  @Test func aLinkedFolderOrDataFileIsRefused() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/real")
    #expect(throws: StoreServerError.store(.notPlain(base + "/link"))) {
      try StoreServer(folder: base + "/link", token: nil)
    }
    try FileManager.default.createSymbolicLink(
      atPath: base + "/real/data.json", withDestinationPath: "/etc/hostname")
    #expect(throws: StoreServerError.store(.notPlain(base + "/real/data.json"))) {
      try StoreServer(folder: base + "/real", token: nil)
    }
    _ = FileManager.default.createFile(atPath: base + "/file", contents: Data())
    #expect(throws: StoreServerError.store(.notAFolder(base + "/file"))) {
      try StoreServer(folder: base + "/file", token: nil)
    }
  }

  @Test func aDataFileTheStoreWouldNotTakeIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/data.json", contents: Data("{\"a\": 1,}".utf8))
    #expect(
      throws: StoreServerError.store(
        .invalidJSON(folder + "/data.json", JSONReadError(.trailingComma, line: 1, column: 8)))
    ) {
      try StoreServer(folder: folder, token: nil)
    }
    _ = FileManager.default.createFile(atPath: folder + "/data.json", contents: Data("{\"a.b\": 1}".utf8))
    let error = #expect(throws: StoreServerError.self) { try StoreServer(folder: folder, token: nil) }
    #expect(
      error?.description
        == "'\(folder)/data.json' holds data the store refuses: key \"a.b\" contains '.'; Firebase keys cannot "
        + "contain . $ # [ ] /; fix the file or remove it to start empty")
  }
}
