import Foundation
import HTTPTestSupport
import LabelsKit
import LabelsServer

@testable import LabelsCommands

/// The fixture app's first release (``ShopLabels``) exported to a temporary folder and served as
/// `development` on a free port of 127.0.0.1, with every line the server logs kept.
final class ServedExports: @unchecked Sendable {
  /// The project's folder.
  let folder: TemporaryDirectory
  /// The server; stopped when this is freed.
  let server: LoopbackHTTPServer
  private let logged = LoggedLines()

  /// Exports the first release with `edit` applied and starts serving it.
  init(edit: (String, inout ShopLabels.V1) -> Void = { _, _ in }) throws {
    folder = try TemporaryDirectory()
    let export = CommandRun(["export"], project: ShopLabels.v1(root: folder.url.path, edit: edit))
    guard export.status == 0 else { throw CocoaError(.fileWriteUnknown) }
    let responder = PublishedTreeResponder(
      root: folder.url.path + "/Exports", environment: try UploadEnvironment("development"),
      console: Console(output: { _ in }, error: { _ in }))
    server = try LoopbackHTTPServer(port: 0, log: logged.append, handler: responder.respond)
  }

  deinit {
    server.stop()
  }

  /// The lines logged so far.
  var log: [String] {
    logged.lines
  }

  /// Exports the first release again, with `edit` applied, into the folder served.
  func export(edit: (String, inout ShopLabels.V1) -> Void) -> CommandRun {
    CommandRun(["export"], project: ShopLabels.v1(root: folder.url.path, edit: edit))
  }

  /// The answer to `method target` with the header lines `fields` (each ending in `\r\n`).
  func request(_ target: String, method: String = "GET", fields: String = "") throws -> String {
    try RawHTTPClient.exchange(
      "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(fields)\r\n", port: server.port)
  }

  /// The text of a file below the folder.
  func file(_ path: String) throws -> String {
    try folder.read(path)
  }

  /// A `200` answer with `body`, exactly as the server sends it.
  static func ok(_ body: String) -> String {
    "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nETag: \(EntityTag.of(Array(body.utf8)))"
      + "\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
  }

  /// An error answer with `status` and the body `{"error": message}`, exactly as the server sends it.
  static func error(_ status: String, _ message: String, fields: String = "") -> String {
    let body = "{\n  \"error\": \"\(message)\"\n}\n"
    return "HTTP/1.1 \(status)\r\nContent-Type: application/json; charset=utf-8\r\n\(fields)"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
  }
}
