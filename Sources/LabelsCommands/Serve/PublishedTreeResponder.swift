import LabelsCore
import LabelsKit
import LabelsServer

/// Answers requests as Firebase Realtime Database's REST API answers them for the tree `bundle` would
/// upload from an export root: `GET /<environment>/v2/ru/labels.json` is the `ru` document of line `v2`.
///
/// Each request reads the lines again (the command line reads the export root under its lock, so that
/// it never sees a version half written), so every `make export` is answered without a restart. Every
/// `200` carries a strong `ETag` of its body, and a request whose `If-None-Match` names it is answered
/// `304`.
package struct PublishedTreeResponder: Sendable {
  /// The environment, the first key of the tree.
  package let environment: UploadEnvironment
  /// Reads the lines of the export root, once per request.
  private let read: @Sendable () throws(PublishedTreeUnreadable) -> MajorLinePublication

  /// Answers for `environment` with the lines `read` gives at each request.
  package init(
    environment: UploadEnvironment,
    read: @escaping @Sendable () throws(PublishedTreeUnreadable) -> MajorLinePublication
  ) {
    self.environment = environment
    self.read = read
  }

  /// The answer to `request`: the JSON of the node at its path (`null` where there is none), `304`,
  /// or an error as Firebase words one: 400 for a path that is no database path, 404 for a path not
  /// ending in `.json`, 405 for a method other than GET and HEAD, 500 when the exports cannot be read
  /// or are invalid.
  package func respond(to request: HTTPRequest) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .error(
        status: 405, "method \(request.method) is not served; the exports are read with GET or HEAD",
        headers: [HTTPHeader("Allow", "GET, HEAD")])
    }
    let path: DatabasePath
    do throws(DatabasePath.Problem) {
      path = try DatabasePath(request.path)
    } catch {
      switch error {
      case .invalid(let reason):
        return .error(status: 400, "invalid path: \(reason)")
      case .notJSON:
        return .error(
          status: 404, "not found: a REST path of the database ends in .json, such as \(examplePath(nil))")
      }
    }
    let tree: JSONValue
    do throws(PublishedTreeUnreadable) {
      tree = try self.tree(of: read())
    } catch {
      return .error(status: 500, error.diagnostics.map(\.text).joined(separator: "\n"))
    }
    let body = CanonicalJSONWriter.bytes(path.node(in: tree) ?? .null)
    let tag = EntityTag.of(body)
    if let field = request.header("If-None-Match"), EntityTag.matches(field, tag) {
      return HTTPResponse(status: 304, headers: [HTTPHeader("ETag", tag)])
    }
    return .json(status: 200, body, headers: [HTTPHeader("ETag", tag)])
  }

  /// The lines of the export root, as a request reads them.
  /// - Throws: ``PublishedTreeUnreadable`` when they cannot be read.
  package func lines() throws(PublishedTreeUnreadable) -> MajorLinePublication {
    try read()
  }

  /// The whole tree, `{ "<environment>": { "v1": ..., "v2": ... } }`, as `bundle` lays it out.
  package func tree(of publication: MajorLinePublication) -> JSONValue {
    .object([environment.rawValue: UploadBundle(lines: publication, environment: environment).tree])
  }

  /// The path of the base locale's labels in the newest line, as an app of the newest major reads
  /// them, such as `/development/v2/en/labels.json`; `/<environment>.json` without lines.
  package func examplePath(_ publication: MajorLinePublication?) -> String {
    guard let newest = publication?.newest,
      let locale = newest.documents.baseLocale ?? newest.documents.locales.first
    else { return "/\(environment).json" }
    return "/\(environment)/\(newest.key)/\(locale)/labels.json"
  }
}
