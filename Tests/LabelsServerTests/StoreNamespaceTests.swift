import Foundation
import Testing

/// `ns`, as Google's SDKs send it to an emulator: one database per namespace, kept apart in the folder;
/// and App Check, as a project that enforces it refuses an app's request without its token.
@Suite struct StoreNamespaceTests {
  @Test func eachNamespaceIsADatabaseOfItsOwnInItsOwnFolder() throws {
    let store = try StoreFixture()
    #expect(try store.send("PUT", "/a.json?ns=app-one", body: #""one""#) == .json(200, "\"one\"\n"))
    #expect(try store.send("PUT", "/a.json?ns=app-two", body: #""two""#) == .json(200, "\"two\"\n"))
    #expect(try store.send("GET", "/a.json?ns=app-one") == .json(200, "\"one\"\n"))
    #expect(try store.send("GET", "/a.json?ns=app-two") == .json(200, "\"two\"\n"))
    #expect(try store.send("GET", "/a.json") == .json(200, "null\n"))
    let named = try String(contentsOfFile: store.folder + "/namespaces/app-one/data.json", encoding: .utf8)
    #expect(named == "{\n  \"a\": \"one\"\n}\n")
    #expect(!FileManager.default.fileExists(atPath: store.folder + "/data.json"))
    // Kept across a restart, each in its folder.
    try store.restart()
    #expect(try store.send("GET", "/a.json?ns=app-two") == .json(200, "\"two\"\n"))
  }

  @Test(arguments: ["Upper", "under_score", "-leading", String(repeating: "a", count: 64), ""])
  func aNameThatIsNoNamespaceIsRefused(name: String) throws {
    let store = try StoreFixture()
    let answer = try store.send("GET", "/a.json?ns=\(name)")
    #expect(answer.status == 400)
    #expect(answer.body.contains("ns names no namespace: a namespace "))
    #expect(!FileManager.default.fileExists(atPath: store.folder + "/namespaces"))
  }

  @Test func aLinkInPlaceOfTheNamespacesFolderIsNeverFollowed() throws {
    let store = try StoreFixture()
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID())").path
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    try FileManager.default.createSymbolicLink(
      atPath: store.folder + "/namespaces", withDestinationPath: elsewhere)
    let answer = try store.send("PUT", "/a.json?ns=app", body: "1")
    #expect(answer.status == 500)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }

  @Test func aConditionalReadIsAnsweredWithTheTagToSendNext() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: "1")
    let answer = try store.send("GET", "/a.json", fields: ["If-None-Match: stale"])
    #expect(answer.status == 200)
    #expect(answer.fields["ETag"]?.isEmpty == false)
    #expect(
      try store.send("GET", "/a.json", fields: ["If-None-Match: \(answer.fields["ETag"] ?? "")"]).status
        == 304)
  }

  @Test func withAppCheckAnAppSRequestNeedsItsTokenAndTheAdministratorSDoesNot() throws {
    let store = try StoreFixture(appCheckToken: "attested")
    // The administrator: the store's token as an access token.
    #expect(try store.send("PUT", "/a.json", body: "1") == .json(200, "1\n"))
    // An app: its user's ID token as auth=, and App Check's token.
    let app = "/a.json?auth=test-token"
    #expect(try store.send("GET", app, authorized: false) == .error(401, "Permission denied"))
    #expect(
      try store.send("GET", app, fields: ["X-Firebase-AppCheck: forged"], authorized: false)
        == .error(401, "Permission denied"))
    #expect(
      try store.send("GET", app, fields: ["X-Firebase-AppCheck: attested"], authorized: false)
        == .json(200, "1\n"))
    // App Check is no credential: the token is still needed.
    #expect(
      try store.send("GET", "/a.json", fields: ["X-Firebase-AppCheck: attested"], authorized: false)
        == .error(401, "Permission denied"))
  }
}
