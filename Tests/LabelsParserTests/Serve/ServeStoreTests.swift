import Foundation
import HTTPTestSupport
import Testing

@testable import LabelsCommands

/// `serve --store`: its options, and the built tool serving a store that keeps a write across a
/// restart, with the token from its environment and never in its output.
@Suite struct ServeStoreTests {
  @Test func storeParsesAndRefusesTheExportsOptions() throws {
    let store = try Invocation.command(["serve", "--store", "store", "--port=0"], as: ServeCommand.self)
    #expect(store.store == "store")
    #expect(store.port == 0)
    #expect(try Invocation.command(["serve"], as: ServeCommand.self).store == nil)
  }

  @Test(arguments: [
    (["--store="], "--store needs a folder"),
    (
      ["--store", "s", "--exports", "Exports"],
      "--exports is for serving the exports; --store serves a store's own data"
    ),
    (
      ["--store", "s", "--environment", "staging"],
      "--environment is for serving the exports; --store serves a store's own data"
    ),
  ])
  func badStoreOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try TemporaryDirectory()
    #expect(
      CommandRun(["serve"] + arguments, in: folder.url)
        == CommandRun(stdout: "", stderr: "error: \(message)\n\(ServeCommand.usage)\n", status: 64))
  }

  @Test func aStoreWhoseDataIsNotJSONExits65() throws {
    let folder = try TemporaryDirectory()
    try folder.write("{\"a\": }", to: "store/data.json")
    #expect(
      CommandRun(["serve", "--store", "store", "--port", "0"], in: folder.url)
        == CommandRun(
          stdout: "",
          stderr:
            "store/data.json:1:7: error: unexpected '}'; expected a value; fix the file or remove it to start empty\n",
          status: 65))
  }

  @Test func anEmptyTokenVariableIsAUsageError() throws {
    let folder = try TemporaryDirectory()
    let tool = try ServingTool(["serve", "--store", "store", "--port", "0"], in: folder.url, token: "")
    #expect(tool.line == "")
    #expect(
      tool.stop()
        == (.exit, 64, "error: LABELS_SERVE_TOKEN is set but empty; set it to the token, or unset it\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/store"))
  }

  @Test func theBuiltToolKeepsAWriteAcrossARestartAndNeverPrintsItsToken() throws {
    let folder = try TemporaryDirectory()
    let first = try ServingTool(
      ["serve", "--store", "store", "--port", "0"], in: folder.url, token: "s3cret-token")
    #expect(
      first.line
        == "serving the store store at http://127.0.0.1:\(first.port) "
        + "(reads and writes need the token of LABELS_SERVE_TOKEN); Ctrl-C stops\n")
    let put = "PUT /a.json?auth=s3cret-token HTTP/1.1\r\nContent-Length: 8\r\n\r\n[\"x\", 1]"
    #expect(try RawHTTPClient.exchange(put, port: first.port).hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(first.stop() == (.exit, 0, "PUT /a.json?auth=REDACTED 200\n"))
    let second = try ServingTool(["serve", "--store", "store", "--port", "0"], in: folder.url, token: nil)
    #expect(
      second.line.hasSuffix("(reads open, writes refused: LABELS_SERVE_TOKEN is not set); Ctrl-C stops\n"))
    let read = try RawHTTPClient.exchange("GET /a.json HTTP/1.1\r\n\r\n", port: second.port)
    #expect(read.hasSuffix("\r\n\r\n[\n  \"x\",\n  1\n]\n"))
    let refused = try RawHTTPClient.exchange(put, port: second.port)
    #expect(refused.hasPrefix("HTTP/1.1 401 Unauthorized\r\n"))
    #expect(second.stop() == (.exit, 0, "GET /a.json 200\nPUT /a.json?auth=REDACTED 401\n"))
  }
}
