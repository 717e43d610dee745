import LabelsCore

/// Answers requests as Firebase Realtime Database's REST API answers reads and writes
/// (https://firebase.google.com/docs/reference/rest/database), on a ``StoreDatabase``.
///
/// GET (and HEAD) read, PUT replaces, PATCH updates several relative paths in one step, DELETE
/// removes, a POST with `X-HTTP-Method-Override` is the method it names; any other method answers
/// `405`. A path must end in `.json` (`404`). Credentials are
/// checked by ``StoreAccess`` (`401`). `X-Firebase-ETag: true` adds the `ETag` of the location's
/// value (`null_etag` where there is none), `if-match` makes a PUT or DELETE conditional (`412` with
/// the current `ETag` and value on a mismatch; refused on PATCH, `400`), `if-none-match` a GET (`304`).
/// `print=silent` answers `204` without a body; `shallow=true` answers an object's members as `true`;
/// `ns` names the database (``StoreNamespaces``).
/// Data the store refuses (``StoreDataCheck``) and malformed JSON answer `400`, and change nothing.
struct StoreResponder: Sendable {
  /// The data, one database per namespace.
  let databases: StoreNamespaces
  /// Who may read and write.
  let access: StoreAccess

  /// The tag of a location without data, as Firebase names it.
  static let absentTag = "null_etag"

  /// The answer to `request`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    // A POST may name the method it stands for, for clients that send no other (the REST reference's
    // "Method Override").
    let sent = request.method == "POST" ? request.header("X-HTTP-Method-Override") ?? "POST" : request.method
    let method = sent == "HEAD" ? "GET" : sent
    guard ["GET", "PUT", "PATCH", "DELETE"].contains(method) else {
      return .error(
        status: 405, "method \(sent) is not served; the store answers GET, PUT, PATCH and DELETE",
        headers: [HTTPHeader("Allow", "GET, HEAD, PUT, PATCH, DELETE")])
    }
    let path: DatabasePath
    let query: StoreQuery
    do {
      path = try DatabasePath(request.path)
      query = try StoreQuery(target: request.target)
    } catch let problem as DatabasePath.Problem {
      switch problem {
      case .invalid(let reason): return .error(status: 400, "Invalid path: \(reason)")
      case .notJSON: return .error(status: 404, "Not found: a path of the REST API ends in .json")
      }
    } catch {
      return .error(status: 400, (error as? StoreQuery.Refusal)?.message ?? "\(error)")
    }
    if let refusal = access.refusal(of: request, query: query, writing: method != "GET") { return refusal }
    if query.shallow, method != "GET" { return .error(status: 400, "shallow is only for reads") }
    let database: StoreDatabase
    do {
      database = try databases.database(query.namespace)
    } catch {
      return Self.unkept(error)
    }
    switch method {
    case "GET": return read(request, at: path.keys, query: query, in: database)
    case "PATCH": return update(request, at: path.keys, query: query, in: database)
    default: return write(request, at: path.keys, query: query, deleting: method == "DELETE", in: database)
    }
  }

  /// A read: the location's value, shallow when asked.
  private func read(_ request: HTTPRequest, at keys: [String], query: StoreQuery, in database: StoreDatabase)
    -> HTTPResponse
  {
    let node = database.read { $0.node(at: keys) }
    if let field = request.header("if-none-match"), field == Self.tag(of: node) {
      return HTTPResponse(status: 304, headers: [HTTPHeader("ETag", field)])
    }
    let value = node.map(query.shallow ? StoreTree.shallow : StoreTree.presented) ?? .null
    // A conditional read is answered with the tag to send next time, as Google's SDKs expect
    // (firebase-admin's `get_if_changed` reads it from the `200`).
    let tagged = wantsTag(request) || request.header("if-none-match") != nil
    return answer(value, tag: tagged ? Self.tag(of: node) : nil, query: query)
  }

  /// A PUT of the body, or a DELETE: conditional on `if-match` when it is given.
  private func write(
    _ request: HTTPRequest, at keys: [String], query: StoreQuery, deleting: Bool, in database: StoreDatabase
  ) -> HTTPResponse {
    let value: JSONValue
    if deleting {
      value = .null
    } else {
      switch Self.json(request.body) {
      case .success(let data): value = data
      case .failure(let refusal): return refusal.response
      }
      if let problem = StoreDataCheck.problem(in: value, at: keys) {
        return StoreUpdate.Refusal("Invalid data; \(problem)").response
      }
    }
    let condition = request.header("if-match")
    enum Outcome {
      case written(JSONValue?)
      case mismatch(JSONValue?)
    }
    let outcome: Outcome
    do {
      outcome = try database.update { tree in
        if let condition, condition != Self.tag(of: tree.node(at: keys)) {
          return .mismatch(tree.node(at: keys))
        }
        tree.write(value, at: keys)
        return .written(tree.node(at: keys))
      }
    } catch {
      return Self.unkept(error)
    }
    switch outcome {
    case .mismatch(let current):
      return .json(
        status: 412, CanonicalJSONWriter.bytes(current.map(StoreTree.presented) ?? .null),
        headers: [HTTPHeader("ETag", Self.tag(of: current))])
    case .written(let node):
      let tag = condition != nil || wantsTag(request) ? Self.tag(of: node) : nil
      return answer(node.map(StoreTree.presented) ?? .null, tag: tag, query: query)
    }
  }

  /// A PATCH: every relative path of the body written in one step, or none.
  private func update(
    _ request: HTTPRequest, at keys: [String], query: StoreQuery, in database: StoreDatabase
  ) -> HTTPResponse {
    if request.header("if-match") != nil {
      return .error(
        status: 400, "if-match is not supported on PATCH; make the write conditional with a PUT")
    }
    let body: JSONValue
    switch Self.json(request.body) {
    case .success(let data): body = data
    case .failure(let refusal): return refusal.response
    }
    let changes: [(keys: [String], value: JSONValue)]
    switch StoreUpdate.changes(in: body, at: keys) {
    case .success(let found): changes = found
    case .failure(let refusal): return refusal.response
    }
    do {
      try database.update { tree in
        for change in changes { tree.write(change.value, at: change.keys) }
      }
    } catch {
      return Self.unkept(error)
    }
    return answer(body, tag: nil, query: query)
  }

  /// The answer to a request whose data could not be opened or a write that could not be kept: `503`
  /// once the server is stopped, else `500`.
  private static func unkept(_ error: StoreError) -> HTTPResponse {
    if case .stopped = error { return .error(status: 503, "the write could not be kept: \(error)") }
    return .error(status: 500, "the write could not be kept: \(error)")
  }

  /// A `200` with `value`, or `204` without a body for `print=silent`; with `tag` as `ETag`.
  private func answer(_ value: JSONValue, tag: String?, query: StoreQuery) -> HTTPResponse {
    let headers = tag.map { [HTTPHeader("ETag", $0)] } ?? []
    guard !query.silent else { return HTTPResponse(status: 204, headers: headers) }
    return .json(status: 200, CanonicalJSONWriter.bytes(value), headers: headers)
  }

  /// Whether the request asks for the `ETag` (`X-Firebase-ETag: true`).
  private func wantsTag(_ request: HTTPRequest) -> Bool {
    request.header("X-Firebase-ETag")?.lowercased() == "true"
  }

  /// The tag of a stored node: of the value a read returns, `null_etag` where there is none.
  static func tag(of node: JSONValue?) -> String {
    guard let node else { return absentTag }
    return EntityTag.opaque(CanonicalJSONWriter.bytes(StoreTree.presented(node)))
  }

  /// The body of a write read as JSON.
  static func json(_ body: [UInt8]) -> Result<JSONValue, StoreUpdate.Refusal> {
    do {
      return .success(try StrictJSONReader.read(body))
    } catch {
      return .failure(
        StoreUpdate.Refusal(
          "Invalid data; couldn't parse JSON object, array, or value. "
            + "(line \(error.line), column \(error.column): \(error.message))"))
    }
  }
}
