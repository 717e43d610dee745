import Foundation
import HTTPTestSupport
import Testing

/// What the store refuses, each with its exact answer, and that a refused write changes nothing.
@Suite struct StoreRefusalTests {
  private typealias Answer = StoreFixture.Answer

  @Test(arguments: [
    (#"{"a.b": 1}"#, #"key \"a.b\" contains '.'; Firebase keys cannot contain . $ # [ ] /"#),
    (#"{"a": {"$b": 1}}"#, #"key \"$b\" contains '$'; Firebase keys cannot contain . $ # [ ] /"#),
    (#"{"[": 1}"#, #"key \"[\" contains '['; Firebase keys cannot contain . $ # [ ] /"#),
    (#"{"a/b": 1}"#, #"key \"a/b\" contains '/'; Firebase keys cannot contain . $ # [ ] /"#),
    (#"{"": 1}"#, "the empty key cannot be stored; Firebase keys must be non-empty"),
    (
      #"{"a\u0007": 1}"#,
      #"key \"a\u0007\" contains the control character U+0007; Firebase keys cannot contain U+0000 to U+001F or U+007F"#
    ),
    // A null member is judged too.
    (#"{"x#": null}"#, #"key \"x#\" contains '#'; Firebase keys cannot contain . $ # [ ] /"#),
  ])
  func aKeyTheStoreRefusesAnswers400(body: String, reason: String) throws {
    let store = try StoreFixture()
    #expect(try store.send("PUT", "/a.json", body: body) == .error(400, "Invalid data; \(reason)"))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }

  @Test func nestingDeeperThan32KeysIsRefused() throws {
    let store = try StoreFixture()
    // 30 keys in the path and 2 in the data make 32: taken. One more is refused.
    let path = "/" + (1...30).map { "k\($0)" }.joined(separator: "/") + ".json"
    #expect(try store.send("PUT", path, body: #"{"a": {"b": 1}}"#).status == 200)
    let deeper = "/" + (1...30).map { "k\($0)" }.joined(separator: "/")
    #expect(
      try store.send("PUT", path, body: #"{"a": {"b": {"c": 1}}}"#)
        == .error(400, "Invalid data; \(deeper)/a/b/c is 33 keys deep, over the limit of 32"))
    #expect(try store.send("GET", path).body == "{\n  \"a\": {\n    \"b\": 1\n  }\n}\n")
  }

  @Test func aPathOver768BytesIsRefused() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("PUT", "/a.json", body: "{\"\(String(repeating: "k", count: 765))\": 1}").status == 200)
    #expect(
      try store.send("PUT", "/a.json", body: "{\"\(String(repeating: "k", count: 766))\": 1}")
        == .error(
          400,
          "Invalid data; a path of 769 bytes is over the limit of 768 (the keys in UTF-8 plus one '/' each)"))
  }

  @Test(arguments: [
    ("", "line 1, column 1: the document is empty; expected a JSON value"),
    ("{\"a\": 1,}", "line 1, column 8: trailing comma; remove the comma before the closing bracket"),
    (
      "{\"a\": 1, \"a\": 2}",
      #"line 1, column 10: duplicate key \"a\" in one object; readers disagree on which value wins, so keep only one"#
    ),
  ])
  func aBodyThatIsNotJSONIsRefused(body: String, detail: String) throws {
    let store = try StoreFixture()
    #expect(
      try store.send("PUT", "/a.json", body: body)
        == .error(400, "Invalid data; couldn't parse JSON object, array, or value. (\(detail))"))
  }

  @Test func aPostNamingAnotherMethodIsThatMethod() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("POST", "/a.json", body: "1", fields: ["X-HTTP-Method-Override: PUT"])
        == .json(200, "1\n"))
    #expect(
      try store.send("POST", "/a.json", fields: ["X-HTTP-Method-Override: DELETE"]) == .json(200, "null\n"))
    #expect(
      try store.send("POST", "/a.json", fields: ["X-HTTP-Method-Override: TRACE"])
        == .error(
          405, "method TRACE is not served; the store answers GET, PUT, PATCH and DELETE",
          ["Allow": "GET, HEAD, PUT, PATCH, DELETE"]))
  }

  @Test func shallowIsOnlyForReads() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("PUT", "/a.json?shallow=true", body: "1") == .error(400, "shallow is only for reads"))
    #expect(try store.send("GET", "/a.json") == .json(200, "null\n"))
  }

  @Test func otherMethodsAnswer405() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("POST", "/a.json", body: "1")
        == .error(
          405, "method POST is not served; the store answers GET, PUT, PATCH and DELETE",
          ["Allow": "GET, HEAD, PUT, PATCH, DELETE"]))
  }

  @Test func aPathThatIsNoDatabasePathIsRefused() throws {
    let store = try StoreFixture()
    #expect(try store.send("GET", "/a") == .error(404, "Not found: a path of the REST API ends in .json"))
    #expect(
      try store.send("PUT", "/a%23b.json", body: "1")
        == .error(400, #"Invalid path: key \"a#b\" contains '#'; Firebase keys cannot contain . $ # [ ] /"#))
    #expect(
      try store.send("GET", "/a/../b.json")
        == .error(
          400, "Invalid path: the path holds a '..' segment; a database path names keys from the root"))
  }

  @Test(arguments: [
    (
      "/a.json?orderBy=%22%24key%22",
      "the query parameter 'orderBy' is not served by this store; it reads access_token, auth, ns, print, shallow"
    ),
    ("/a.json?print=loud", "print must be pretty or silent"),
    ("/a.json?shallow=yes", "shallow must be true or false"),
    ("/a.json?print=silent&print=pretty", "the query parameter 'print' is given twice"),
  ])
  func aQueryTheStoreDoesNotReadIsRefused(target: String, message: String) throws {
    let store = try StoreFixture()
    #expect(try store.send("GET", target) == .error(400, message))
  }

  @Test func aBodyOverTheLimitAnswers413Unread() throws {
    let store = try StoreFixture()
    let head =
      "PUT /a.json?access_token=test-token HTTP/1.1\r\nContent-Length: \(32 * 1024 * 1024 + 1)\r\n\r\n"
    #expect(
      Answer(try RawHTTPClient.exchange(head, port: store.server.port))
        == .error(413, "the body of 33554433 bytes is over this server's limit of 33554432"))
  }

  @Test func aBodyOfTheLimitIsRead() throws {
    let store = try StoreFixture()
    // Four strings of 8 MiB less 10 bytes (each under the store's 10 MB), padded to 32 MiB exactly.
    let string = "\"" + String(repeating: "x", count: 8 * 1024 * 1024 - 10) + "\""
    var text = "[" + Array(repeating: string, count: 4).joined(separator: ",") + "]"
    text += String(repeating: " ", count: 32 * 1024 * 1024 - text.utf8.count)
    let answer = try store.send("PUT", "/a.json?print=silent", body: text)
    #expect(answer == Answer(status: 204, body: ""))
  }

  @Test func aChunkedBodyAnswers411AndABadLength400() throws {
    let store = try StoreFixture()
    let chunked = "PUT /a.json HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n1\r\n0\r\n\r\n"
    #expect(
      Answer(try RawHTTPClient.exchange(chunked, port: store.server.port))
        == .error(411, "length required: send the body with a Content-Length"))
    let twice = "PUT /a.json HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n1"
    #expect(
      Answer(try RawHTTPClient.exchange(twice, port: store.server.port))
        == .error(400, "bad request: the Content-Length is not one decimal number of bytes"))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }

  @Test func aClientThatStallsInItsBodyIsClosedUnanswered() throws {
    let store = try StoreFixture(timeout: .milliseconds(500))
    let partial = "PUT /a.json?access_token=test-token HTTP/1.1\r\nContent-Length: 10\r\n\r\n12"
    let started = ContinuousClock.now
    #expect(try RawHTTPClient.exchange(partial, port: store.server.port) == "")
    #expect(ContinuousClock.now - started < .seconds(4))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }
}
