import LabelsCore
import LabelsKit
import LabelsServer

/// Answers the studio's page: its three files, and its requests (docs/studio.md), each behind the
/// session. A handler for ``LabelsServer/LoopbackHTTPServer``; tests call ``respond(_:)`` directly.
package struct StudioServer: Sendable {
  /// The page's files, by their path on the server.
  let page: [String: (type: String, bytes: [UInt8])]
  let session: StudioSession
  let workspace: StudioWorkspace

  /// A server of `page` (``page(root:)``) over `workspace`, behind `session`.
  package init(
    page: [String: (type: String, bytes: [UInt8])], session: StudioSession, workspace: StudioWorkspace
  ) {
    self.page = page
    self.session = session
    self.workspace = workspace
  }

  /// The page's files, in the toolchain's folder `Sources/LabelsCommands/Studio/Page`.
  static let pageFolder = "Sources/LabelsCommands/Studio/Page"
  /// The files served, and their types.
  static let pageFiles = [
    ("/", "index.html", "text/html; charset=utf-8"),
    ("/studio.css", "studio.css", "text/css; charset=utf-8"),
    ("/studio.js", "studio.js", "text/javascript; charset=utf-8"),
  ]

  /// Reads the page's files below the project's root `root` (empty for the working directory).
  /// - Throws: ``CommandFailure`` (66 or 74) naming a file that cannot be read.
  package static func page(root: String) throws(CommandFailure) -> [String: (type: String, bytes: [UInt8])] {
    var page: [String: (String, [UInt8])] = [:]
    for (route, name, type) in pageFiles {
      let path = ProjectPaths(root: root).path("\(pageFolder)/\(name)")
      do {
        page[route] = (type, try FileSystem.readFile(path, limit: 4 << 20))
      } catch {
        throw CommandFailure(reading: error)
      }
    }
    return page
  }

  /// The answer to a request.
  package func respond(_ request: HTTPRequest) -> HTTPResponse {
    if case .answer(let response) = session.verdict(request) { return response }
    var response = route(request)
    response.headers += StudioSession.securityHeaders
    return response
  }

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    let query = StudioSession.query(request.target)
    switch (request.method, request.path) {
    case ("GET", let path) where page[path] != nil:
      let file = page[path]!
      return HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", file.type)], body: file.bytes)
    case ("GET", "/api/project"):
      return answer { view in StudioResponses.project(view, workspace: workspace) }
    case ("GET", "/api/labels"):
      guard let filter = StudioIndex.Filter(rawValue: query["filter"] ?? "all") else {
        return Self.error(
          400, "bad-request",
          "filter is one of \(StudioIndex.Filter.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      let offset = Int(query["offset"] ?? "0").map { max(0, $0) } ?? 0
      let limit = Int(query["limit"] ?? "100").map { min(500, max(1, $0)) } ?? 100
      return answer { view in
        StudioResponses.labels(view, query: query["q"] ?? "", filter: filter, offset: offset, limit: limit)
      }
    case ("GET", "/api/label"):
      guard let text = query["key"], let key = JSONPointer(parsing: text), !key.isRoot else {
        return Self.error(400, "bad-request", "key is a label's JSON Pointer, such as /login/welcome")
      }
      return answer { view in StudioResponses.label(key, view, workspace: workspace) }
    case ("GET", "/api/store"):
      return readStore()
    case ("POST", let path)
    where ["/api/check", "/api/save", "/api/review/confirm", "/api/store/take"].contains(path):
      return post(path, request)
    case (_, let path) where page[path] != nil || path.hasPrefix("/api/"):
      return Self.error(405, "method", "\(request.method) is not served here")
    default:
      return Self.error(404, "not-found", "no such page")
    }
  }

  /// A request that changes or checks something: a JSON object naming a label and a locale.
  private func post(_ path: String, _ request: HTTPRequest) -> HTTPResponse {
    guard request.header("Content-Type")?.lowercased().hasPrefix("application/json") == true else {
      return Self.error(415, "bad-request", "send JSON, with Content-Type: application/json")
    }
    guard case .object(let body)? = try? StrictJSONReader.read(request.body) else {
      return Self.error(400, "bad-request", "the body is not a JSON object")
    }
    guard case .string(let localeText)? = body["locale"], let locale = try? LocaleIdentifier(localeText)
    else {
      return Self.error(400, "bad-request", "locale is a locale tag of these labels, such as ru")
    }
    if path == "/api/store/take" {
      guard case .string(let text)? = body["pointer"], let pointer = JSONPointer(parsing: text) else {
        return Self.error(400, "bad-request", "pointer is the edited text's JSON Pointer")
      }
      return outcome(workspace.take(locale: locale, pointer: pointer), key: nil, locale: locale)
    }
    guard case .string(let keyText)? = body["key"], let key = JSONPointer(parsing: keyText), !key.isRoot
    else {
      return Self.error(400, "bad-request", "key is a label's JSON Pointer, such as /login/welcome")
    }
    if path == "/api/review/confirm" {
      return outcome(workspace.confirm(key: key, locale: locale), key: key, locale: locale)
    }
    guard case .object(let members)? = body["texts"] else {
      return Self.error(400, "bad-request", "texts is an object of each text's JSON Pointer and its new text")
    }
    var texts: [JSONPointer: String] = [:]
    for (name, value) in members {
      guard let pointer = JSONPointer(parsing: name), case .string(let text) = value else {
        return Self.error(400, "bad-request", "texts maps a JSON Pointer to a string; \(name) does not")
      }
      texts[pointer] = text
    }
    if path == "/api/check" {
      return outcome(workspace.check(key: key, locale: locale, texts: texts), key: key, locale: locale)
    }
    guard case .string(let revision)? = body["revision"] else {
      return Self.error(400, "bad-request", "revision is the one the label was read with")
    }
    return outcome(
      workspace.save(key: key, locale: locale, texts: texts, revision: revision), key: key, locale: locale)
  }

  /// The answer to a check or a write: with the label as it now reads, after a write.
  private func outcome(_ outcome: StudioWorkspace.Outcome, key: JSONPointer?, locale: LocaleIdentifier)
    -> HTTPResponse
  {
    switch outcome {
    case .checked(let check):
      return Self.json(200, StudioResponses.check(check, key: key ?? .root, locale: locale))
    case .wrote(let files):
      let root = workspace.paths.root.isEmpty ? "" : workspace.paths.root + "/"
      let shown = files.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
      var answer: [String: JSONValue] = ["wrote": .array(shown.map(JSONValue.string))]
      if let key,
        let label = try? workspace.withView({ view in StudioResponses.label(key, view, workspace: workspace) }
        )
      {
        answer["label"] = label
      }
      return Self.json(200, .object(answer))
    case .refused(let refusal):
      return Self.json(
        refusal.status,
        .object([
          "error": .string(refusal.code), "message": .string(refusal.message),
          "findings": StudioResponses.findings(refusal.findings),
        ]))
    case .failed(let failure):
      return Self.failure(failure)
    }
  }

  /// Reads the store and answers its edits; the list's drift filter follows.
  private func readStore() -> HTTPResponse {
    guard let store = workspace.store, let project = workspace.project else {
      return Self.error(404, "no-store", "studio was started without --environment and --database")
    }
    do {
      let reading = try workspace.withView { view throws(CommandFailure) in
        try store.read(project: project, documents: view.documents).0
      }
      try workspace.reindex()
      let index = try workspace.withView { view throws(CommandFailure) in view.index }
      return Self.json(
        200, StudioResponses.store(reading, environment: store.target.environment.rawValue, index: index))
    } catch {
      return Self.json(
        502, .object(["error": .string("store"), "message": .string(Self.message(error))]))
    }
  }

  /// A view's answer, or the failure that kept the files from being read.
  private func answer(_ body: (StudioWorkspace.View) -> JSONValue?) -> HTTPResponse {
    do {
      guard let value = try workspace.withView(body) else {
        return Self.error(404, "no-label", "the base locale has no such label")
      }
      return Self.json(200, value)
    } catch {
      return Self.failure(error)
    }
  }

  private static func failure(_ failure: CommandFailure) -> HTTPResponse {
    json(503, .object(["error": .string("unreadable"), "message": .string(message(failure))]))
  }

  private static func message(_ failure: CommandFailure) -> String {
    failure.diagnostics.map { diagnostic in
      (diagnostic.location.map { "\($0): " } ?? "") + diagnostic.message
    }.joined(separator: "; ")
  }

  static func error(_ status: Int, _ code: String, _ message: String) -> HTTPResponse {
    json(status, .object(["error": .string(code), "message": .string(message)]))
  }

  static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
    HTTPResponse.json(status: status, CanonicalJSONWriter.bytes(value))
  }
}
