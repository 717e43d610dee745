import Foundation
import HTTPTestSupport
import LabelsServer

/// A store server on a free port of 127.0.0.1 over a fresh temporary folder, with every line it logs
/// kept; the folder is removed when this is freed.
final class StoreFixture: @unchecked Sendable {
  /// The folder the store keeps its data in.
  let folder: String
  /// The token the store was started with.
  let token: String?
  /// The server; restarted by ``restart()``.
  private(set) var server: StoreServer
  private let logged = LoggedLines()

  /// A store over a new folder, with `token` (`nil`: reads open, writes refused), requiring
  /// `appCheckToken` when it is given.
  init(token: String? = "test-token", appCheckToken: String? = nil, timeout: Duration = .seconds(10)) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)").path
    self.token = token
    server = try StoreServer(
      folder: folder, token: token, appCheckToken: appCheckToken, timeout: timeout, log: logged.append)
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Stops the server and starts another over the same folder.
  func restart() throws {
    server.stop()
    server = try StoreServer(folder: folder, token: token, log: logged.append)
  }

  /// The lines logged so far.
  var log: [String] {
    logged.lines
  }

  /// The data file's text.
  func dataFile() throws -> String {
    try String(contentsOfFile: folder + "/data.json", encoding: .utf8)
  }

  /// The answer to `method target` with `body` and the header lines `fields`, the token sent as
  /// `access_token` unless `authorized` is false.
  func send(
    _ method: String, _ target: String, body: String? = nil, fields: [String] = [], authorized: Bool = true
  ) throws -> Answer {
    var target = target
    if authorized, let token {
      target += (target.contains("?") ? "&" : "?") + "access_token=\(token)"
    }
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for field in fields { head += field + "\r\n" }
    if let body { head += "Content-Length: \(body.utf8.count)\r\n" }
    return Answer(try RawHTTPClient.exchange(head + "\r\n" + (body ?? ""), port: server.port))
  }

  /// An answer read from its bytes: the status, the header fields by name, the body.
  struct Answer: Equatable, CustomStringConvertible {
    var status: Int
    var fields: [String: String]
    var body: String

    init(status: Int, fields: [String: String] = [:], body: String) {
      self.status = status
      self.fields = fields
      self.body = body
    }

    init(_ text: String) {
      let parts = text.components(separatedBy: "\r\n\r\n")
      let lines = parts[0].components(separatedBy: "\r\n")
      status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
      var fields: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        fields[String(line[..<colon])] = String(line[line.index(after: colon)...].dropFirst())
      }
      // Every answer carries these two; the tests name the others.
      fields["Connection"] = nil
      fields["Content-Length"] = nil
      self.fields = fields
      body = parts.dropFirst().joined(separator: "\r\n\r\n")
    }

    /// A JSON answer with `status` and `body`, plus `fields`.
    static func json(_ status: Int, _ body: String, _ fields: [String: String] = [:]) -> Answer {
      Answer(
        status: status,
        fields: fields.merging(["Content-Type": "application/json; charset=utf-8"]) { $1 }, body: body)
    }

    /// An error answer as Firebase words one: `{"error": message}`.
    static func error(_ status: Int, _ message: String, _ fields: [String: String] = [:]) -> Answer {
      json(status, "{\n  \"error\": \"\(message)\"\n}\n", fields)
    }

    var description: String {
      "\(status) \(fields.sorted { $0.key < $1.key }) \(body.debugDescription)"
    }
  }
}
