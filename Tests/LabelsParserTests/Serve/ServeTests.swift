import Foundation
import HTTPTestSupport
import LabelsCore
import LabelsKit
import LabelsServer
import Testing

@testable import LabelsCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `serve` over real HTTP on a free port of 127.0.0.1: what it answers from a fixture app's exports,
/// exactly, and what it refuses.
@Suite struct ServeTests {
  @Test func aLocaleDocumentIsTheExportedDocument() throws {
    let served = try ServedExports()
    let russian = try served.file("Exports/1.0.0/ru.json")
    #expect(try served.request("/development/v1/ru/labels.json") == ServedExports.ok(russian))
    #expect(
      try served.request("/development/v1/ru/labels/cart/title.json") == ServedExports.ok("\"Корзина\"\n"))
    #expect(
      served.log == [
        "GET /development/v1/ru/labels.json 200", "GET /development/v1/ru/labels/cart/title.json 200",
      ])
  }

  @Test func theLinesAndTheTreeAreWhatBundleUploads() throws {
    let served = try ServedExports()
    let bundle = CommandRun(["bundle", "--environment", "development"], in: served.folder.url)
    #expect(bundle.status == 0, "\(bundle.stderr)")
    let upload = try served.file("upload/development.json")
    #expect(try served.request("/development.json") == ServedExports.ok(upload))
    let tree = try StrictJSONReader.read(Array(upload.utf8))
    let whole = String(decoding: CanonicalJSONWriter.bytes(.object(["development": tree])), as: UTF8.self)
    #expect(try served.request("/.json") == ServedExports.ok(whole))
    #expect(try served.request("/.json?print=pretty") == ServedExports.ok(whole))
    guard case .object(let lines) = tree, let line = lines["v1"] else {
      Issue.record("the upload has no line v1")
      return
    }
    let lineText = String(decoding: CanonicalJSONWriter.bytes(line), as: UTF8.self)
    #expect(try served.request("/development/v1.json") == ServedExports.ok(lineText))
    #expect(try served.request("//development//v1/.json") == ServedExports.ok(lineText))
  }

  @Test func aPathWithNoNodeAnswersNull() throws {
    let served = try ServedExports()
    for path in [
      "/development/v2/ru/labels.json", "/production.json", "/development/v1/ru/labels/cart/title/x.json",
    ] {
      #expect(try served.request(path) == ServedExports.ok("null\n"), "\(path)")
    }
  }

  @Test func anUnchangedDocumentAnswers304ToItsTag() throws {
    let served = try ServedExports()
    let tag = EntityTag.of(Array(try served.file("Exports/1.0.0/en.json").utf8))
    #expect(
      try served.request("/development/v1/en/labels.json", fields: "If-None-Match: \(tag)\r\n")
        == "HTTP/1.1 304 Not Modified\r\nETag: \(tag)\r\nConnection: close\r\n\r\n")
    #expect(served.log == ["GET /development/v1/en/labels.json 304"])
    let other = try served.request(
      "/development/v1/en/labels.json", fields: "If-None-Match: \"0000000000000000\"\r\n")
    #expect(other == ServedExports.ok(try served.file("Exports/1.0.0/en.json")))
  }

  @Test func aNewExportIsServedWithoutARestart() throws {
    let served = try ServedExports()
    let before = try served.file("Exports/1.0.0/ru.json")
    #expect(try served.request("/development/v1/ru/labels.json") == ServedExports.ok(before))
    let export = served.export { locale, labels in
      if locale == "ru" { labels.cart.title = "Корзинка" }
    }
    #expect(export.status == 0, "\(export.stderr)")
    let after = try served.file("Exports/1.0.0/ru.json")
    #expect(after == before.replacingOccurrences(of: "\"Корзина\"", with: "\"Корзинка\""))
    #expect(try served.request("/development/v1/ru/labels.json") == ServedExports.ok(after))
    let oldTag = EntityTag.of(Array(before.utf8))
    #expect(oldTag != EntityTag.of(Array(after.utf8)))
    #expect(
      try served.request("/development/v1/ru/labels.json", fields: "If-None-Match: \(oldTag)\r\n")
        == ServedExports.ok(after))
  }

  @Test func headAnswersTheHeadOfGetWithoutItsBody() throws {
    let served = try ServedExports()
    let get = ServedExports.ok(try served.file("Exports/1.0.0/uk.json"))
    let head = try served.request("/development/v1/uk/labels.json", method: "HEAD")
    #expect(head + "\r\n\r\n" == get.components(separatedBy: "\r\n\r\n")[0] + "\r\n\r\n" + "\r\n\r\n")
    #expect(head.hasSuffix("Connection: close\r\n\r\n"))
  }

  @Test func onlyJSONPathsAreFound() throws {
    let served = try ServedExports()
    let message = "not found: a REST path of the database ends in .json, such as /development.json"
    for path in ["/", "/development/v1/en/labels", "/favicon.ico", "/development.json/"] {
      #expect(try served.request(path) == ServedExports.error("404 Not Found", message), "\(path)")
    }
  }

  @Test func onlyGetAndHeadAreServed() throws {
    let served = try ServedExports()
    let post = try RawHTTPClient.exchange(
      "POST /development.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 9\r\n\r\n{\"a\": 1}\n",
      port: served.server.port)
    let message = "method POST is not served; the exports are read with GET or HEAD"
    #expect(post == ServedExports.error("405 Method Not Allowed", message, fields: "Allow: GET, HEAD\r\n"))
    #expect(
      try served.request("/development.json", method: "PUT")
        == ServedExports.error(
          "405 Method Not Allowed", "method PUT is not served; the exports are read with GET or HEAD",
          fields: "Allow: GET, HEAD\r\n"))
  }

  @Test(arguments: [
    (
      "/development/../Exports/1.0.0/en.json",
      "invalid path: the path holds a '..' segment; a database path names keys from the root"
    ),
    (
      "/development/%2E%2E/x.json",
      "invalid path: the path holds a '..' segment; a database path names keys from the root"
    ),
    (
      "/./development.json",
      "invalid path: the path holds a '.' segment; a database path names keys from the root"
    ),
    (
      "/development/%zz.json",
      "invalid path: the path's percent-encoding is malformed: each '%' takes two hex digits, and the bytes must be UTF-8"
    ),
    (
      "/development/%4.json",
      "invalid path: the path's percent-encoding is malformed: each '%' takes two hex digits, and the bytes must be UTF-8"
    ),
    (
      "/development/%FF.json",
      "invalid path: the path's percent-encoding is malformed: each '%' takes two hex digits, and the bytes must be UTF-8"
    ),
    ("/development/a%00b.json", "invalid path: the path holds the control character U+0"),
    ("/development/a%0Ab.json", "invalid path: the path holds the control character U+A"),
    (
      "/development/a%2Fb.json",
      "invalid path: key \\\"a/b\\\" contains '/'; Firebase keys cannot contain . $ # [ ] /"
    ),
    (
      "/development/a$b.json",
      "invalid path: key \\\"a$b\\\" contains '$'; Firebase keys cannot contain . $ # [ ] /"
    ),
  ])
  func aPathThatIsNoDatabasePathAnswers400(path: String, message: String) throws {
    let served = try ServedExports()
    #expect(try served.request(path) == ServedExports.error("400 Bad Request", message))
  }

  @Test func aMalformedRequestAnswers400AndIsLoggedEscaped() throws {
    let served = try ServedExports()
    let control = try RawHTTPClient.exchange(
      "GET /development\u{1B}[31m.json HTTP/1.1\r\n\r\n", port: served.server.port)
    let reason = "the request target holds a control character or a byte outside ASCII"
    #expect(control == ServedExports.error("400 Bad Request", "bad request: \(reason)"))
    let spaced = try RawHTTPClient.exchange("GET /a b.json HTTP/1.1\r\n\r\n", port: served.server.port)
    #expect(
      spaced
        == ServedExports.error(
          "400 Bad Request", "bad request: the request line is not METHOD /path HTTP/1.1"))
    let huge = try RawHTTPClient.exchange(
      "GET /.json HTTP/1.1\r\nX-Padding: \(String(repeating: "a", count: 20_000))\r\n\r\n",
      port: served.server.port)
    #expect(
      huge == ServedExports.error("400 Bad Request", "bad request: the request head is over 16384 bytes"))
    #expect(
      served.log == [
        "- - 400 (\(reason))", "- - 400 (the request line is not METHOD /path HTTP/1.1)",
        "- - 400 (the request head is over 16384 bytes)",
      ])
  }

  @Test func invalidExportsAnswer500AndTheServerKeepsServing() throws {
    let served = try ServedExports()
    let english = try served.file("Exports/1.0.0/en.json")
    try served.folder.write(String(english.dropLast()), to: "Exports/1.0.0/en.json")
    let file = "\(served.folder.url.path)/Exports/1.0.0/en.json"
    let message =
      "\(file): error: is not in the canonical form export writes: it was edited by hand; restore it from git "
      + "[published-file-not-exported]"
    #expect(
      try served.request("/development.json") == ServedExports.error("500 Internal Server Error", message))
    try FileManager.default.removeItem(atPath: served.folder.url.path + "/Exports/1.0.0")
    let empty =
      "\(served.folder.url.path)/Exports: error: holds no published version; run 'make export' first"
    #expect(
      try served.request("/development.json") == ServedExports.error("500 Internal Server Error", empty))
    #expect(served.export { _, _ in }.status == 0)
    #expect(try served.request("/development/v1/en/labels.json") == ServedExports.ok(english))
    #expect(
      served.log == [
        "GET /development.json 500", "GET /development.json 500", "GET /development/v1/en/labels.json 200",
      ])
  }

  @Test func theBuiltToolServesUntilSIGTERMAndExits0() throws {
    let served = try ServedExports()
    let tool = try ServingTool(
      ["serve", "--port", "0", "--environment", "staging", "--exports", served.folder.url.path + "/Exports"],
      in: served.folder.url)
    #expect(
      tool.line
        == "serving \(served.folder.url.path)/Exports as staging at http://127.0.0.1:\(tool.port) "
        + "(GET /staging/v1/en/labels.json); Ctrl-C stops\n")
    let english = try served.file("Exports/1.0.0/en.json")
    #expect(
      try RawHTTPClient.exchange("GET /staging/v1/en/labels.json HTTP/1.1\r\n\r\n", port: tool.port)
        == ServedExports.ok(english))
    #expect(tool.stop() == (.exit, 0, "GET /staging/v1/en/labels.json 200\n"))
  }

  @Test func aClientThatSendsNothingHoldsUpNoOther() throws {
    let served = try ServedExports()
    let idle = try RawHTTPClient.connect(port: served.server.port)
    defer { close(idle) }
    #expect(
      try served.request("/development/v1/en/labels.json")
        == ServedExports.ok(try served.file("Exports/1.0.0/en.json")))
  }

  @Test func urlSessionReadsALocaleDocument() async throws {
    let served = try ServedExports()
    let url = try #require(
      URL(string: "http://127.0.0.1:\(served.server.port)/development/v1/en/labels.json"))
    let (data, response) = try await URLSession.shared.data(from: url)
    let http = try #require(response as? HTTPURLResponse)
    #expect(http.statusCode == 200)
    #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
    #expect(String(decoding: data, as: UTF8.self) == (try served.file("Exports/1.0.0/en.json")))
  }

  @Test func aPortInUseExits69() throws {
    let served = try ServedExports()
    let port = served.server.port
    #expect(
      CommandRun(["serve", "--port", "\(port)"], in: served.folder.url)
        == CommandRun(
          stdout: "",
          stderr:
            "error: port \(port) of 127.0.0.1 is in use by another program; stop it, or choose another port "
            + "with --port N (--port 0 picks a free one)\n",
          status: 69))
  }

  @Test func optionsParseWithTheirDefaults() throws {
    let defaults = try Invocation.command(["serve"], as: ServeCommand.self)
    #expect(defaults.port == 9000)
    #expect(defaults.exports == nil)
    #expect(defaults.environment == (try UploadEnvironment("development")))
    let given = try Invocation.command(
      ["serve", "--port=0", "--environment", "staging", "--exports", "published"], as: ServeCommand.self)
    #expect(given.port == 0)
    #expect(given.exports == "published")
    #expect(given.environment == (try UploadEnvironment("staging")))
    #expect(!given.locksExportRootForRun)
  }

  @Test(arguments: [
    (["--port", "65536"], "--port needs a number from 0 to 65535, not '65536'"),
    (["--port", "+80"], "--port needs a number from 0 to 65535, not '+80'"),
    (["--port", ""], "--port needs a number from 0 to 65535, not ''"),
    (["--exports="], "--exports needs a folder"),
    (["Exports"], "unexpected argument 'Exports'; serve serves every version of --exports DIR"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try TemporaryDirectory()
    #expect(
      CommandRun(["serve"] + arguments, in: folder.url)
        == CommandRun(stdout: "", stderr: "error: \(message)\n\(ServeCommand.usage)\n", status: 64))
  }
}
