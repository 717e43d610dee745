import Foundation
import LabelsCore
import LabelsKit
import LabelsServer
import LabelsStoreClient

@testable import LabelsCommands

/// A studio over a fixture project, answered in process: requests are built as the page sends them,
/// with the session's cookie, and answered by ``StudioServer/respond(_:)`` without a socket.
struct StudioHarness {
  let folder: TemporaryDirectory
  let project: LabelsProject
  let workspace: StudioWorkspace
  let server: StudioServer
  /// What the workspace printed while reading (an interrupted write finished, say).
  let printed: String

  static let port: UInt16 = 4100
  static let session = StudioSession(port: port, token: "the-token", secret: "the-secret")
  static let page: [String: (type: String, bytes: [UInt8])] = [
    "/": ("text/html; charset=utf-8", Array("<!doctype html>".utf8)),
    "/studio.css": ("text/css; charset=utf-8", Array("body {}".utf8)),
    "/studio.js": ("text/javascript; charset=utf-8", Array("\"use strict\";".utf8)),
  ]

  /// A studio over `project`, rooted at `folder`, with `store` when given.
  init(folder: TemporaryDirectory, project: LabelsProject, store: StudioStore? = nil) throws {
    self.folder = folder
    self.project = project
    let output = LockedText()
    let console = Console(output: output.append, error: output.append)
    do {
      workspace = try StudioWorkspace(project: project, store: store, console: console)
    } catch {
      throw StudioHarnessError(message: error.diagnostics.map(\.message).joined(separator: "; "))
    }
    server = StudioServer(page: Self.page, session: Self.session, workspace: workspace)
    printed = output.text
  }

  /// The answer to `method target` with the session's cookie (unless `cookie` is false), the server's
  /// own `Host`, and `headers`.
  func request(
    _ method: String, _ target: String, body: JSONValue? = nil, cookie: Bool = true,
    headers: [HTTPHeader] = []
  ) -> HTTPResponse {
    var sent = [HTTPHeader("Host", "127.0.0.1:\(Self.port)")]
    if cookie { sent.append(HTTPHeader("Cookie", "other=1; \(StudioSession.cookieName)=the-secret")) }
    if body != nil { sent.append(HTTPHeader("Content-Type", "application/json")) }
    return server.respond(
      HTTPRequest(
        method: method, target: target, headers: sent + headers,
        body: body.map(CanonicalJSONWriter.bytes) ?? []))
  }

  /// The JSON of a `GET` answered 200.
  func json(_ target: String) throws -> JSONValue {
    let response = request("GET", target)
    guard response.status == 200 else {
      throw StudioHarnessError(
        message: "\(target): \(response.status) \(String(decoding: response.body, as: UTF8.self))")
    }
    return try StrictJSONReader.read(response.body)
  }

  /// Saves `texts` (by pointer) of the label `key` in `locale`, with the revision `revisionFrom` was
  /// read at (the label's locale as read now, by default), as the page saves.
  func save(
    _ key: String, locale: String, _ texts: [String: String], revisionFrom label: JSONValue? = nil
  ) throws -> (status: Int, json: JSONValue) {
    let label = try label ?? json("/api/label?key=\(key)")
    let revision = label["/locales"]?.items.first { $0["/locale"] == .string(locale) }?["/revision"]
    return try post(
      "/api/save",
      .object([
        "key": .string(key), "locale": .string(locale), "revision": revision ?? .null,
        "texts": .object(texts.mapValues(JSONValue.string)),
      ]))
  }

  /// The JSON of a `POST`, with its status.
  func post(_ target: String, _ body: JSONValue) throws -> (status: Int, json: JSONValue) {
    let response = request("POST", target, body: body)
    return (response.status, try StrictJSONReader.read(response.body))
  }
}

struct StudioHarnessError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// Text appended from any thread.
final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  func append(_ chunk: [UInt8]) {
    lock.withLock { bytes += chunk }
  }

  var text: String {
    lock.withLock { String(decoding: bytes, as: UTF8.self) }
  }
}

extension JSONValue {
  /// The member at a path of keys and indices, for reading answers in tests.
  subscript(_ path: String) -> JSONValue? {
    JSONPointer(parsing: path)?.value(in: self)
  }

  /// The text, when it is one.
  var text: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The items, when it is an array.
  var items: [JSONValue] {
    if case .array(let items) = self { items } else { [] }
  }
}
