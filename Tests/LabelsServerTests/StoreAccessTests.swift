import Foundation
import Testing

/// Who may read and write: the one token, sent as Firebase takes each kind of credential, and `401`
/// with Firebase's bodies otherwise; the token never reaches the log.
@Suite struct StoreAccessTests {
  @Test(arguments: [
    ("/a.json?access_token=test-token", [String]()),
    ("/a.json?auth=test-token", []),
    ("/a.json", ["Authorization: Bearer test-token"]),
  ])
  func theTokenIsTakenInEveryFormFirebaseDocuments(target: String, fields: [String]) throws {
    let store = try StoreFixture()
    #expect(try store.send("PUT", target, body: "1", fields: fields, authorized: false) == .json(200, "1\n"))
    #expect(try store.send("GET", target, fields: fields, authorized: false) == .json(200, "1\n"))
  }

  @Test func withATokenEveryRequestWithoutACredentialIsDenied() throws {
    let store = try StoreFixture()
    for method in ["GET", "DELETE"] {
      #expect(try store.send(method, "/a.json", authorized: false) == .error(401, "Permission denied"))
    }
    #expect(
      try store.send("PUT", "/a.json", body: "1", authorized: false) == .error(401, "Permission denied"))
    #expect(
      try store.send("PATCH", "/.json", body: "{}", authorized: false) == .error(401, "Permission denied"))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }

  @Test(arguments: [
    ("/a.json?auth=wrong", [String](), "Could not parse auth token."),
    ("/a.json?access_token=wrong", [], "Unauthorized request."),
    ("/a.json?access_token=test-token-and-more", [], "Unauthorized request."),
    ("/a.json", ["Authorization: Bearer wrong"], "Unauthorized request."),
    ("/a.json", ["Authorization: Basic dGVzdC10b2tlbg=="], "Unauthorized request."),
    // Every credential sent must be the token.
    ("/a.json?access_token=test-token&auth=wrong", [], "Could not parse auth token."),
  ])
  func aWrongCredentialIsRefused(target: String, fields: [String], message: String) throws {
    let store = try StoreFixture()
    #expect(try store.send("GET", target, fields: fields, authorized: false) == .error(401, message))
    #expect(
      try store.send("PUT", target, body: "1", fields: fields, authorized: false) == .error(401, message))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }

  @Test func withoutATokenReadsAreOpenAndWritesDenied() throws {
    let store = try StoreFixture(token: nil)
    #expect(try store.send("GET", "/a.json") == .json(200, "null\n"))
    #expect(try store.send("PUT", "/a.json", body: "1") == .error(401, "Permission denied"))
    #expect(try store.send("DELETE", "/a.json") == .error(401, "Permission denied"))
    #expect(try store.send("PATCH", "/.json?auth=anything", body: "{}") == .error(401, "Permission denied"))
  }

  @Test func theLogNamesEachRequestWithItsCredentialsRedacted() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json?print=silent&auth=test-token", body: "1", authorized: false)
    _ = try store.send("GET", "/a.json", fields: ["Authorization: Bearer test-token"], authorized: false)
    _ = try store.send("GET", "/a.json?access_token=wrong", authorized: false)
    #expect(
      store.log == [
        "PUT /a.json?print=silent&auth=REDACTED 204", "GET /a.json 200",
        "GET /a.json?access_token=REDACTED 401",
      ])
  }
}
