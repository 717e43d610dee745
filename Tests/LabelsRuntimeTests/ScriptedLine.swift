import Foundation
import LabelsRuntime
import LabelsServer

/// A line of the store as Firebase serves it, over real HTTP (``ScriptedStore``): each path answers
/// its document with its tag, `304` to a request that names the tag, `null` where there is no document,
/// or a status set for it. The documents can change between refreshes, as a writer changes them.
final class ScriptedLine: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [String: [UInt8]] = [:]
  private var statuses: [String: Int] = [:]
  private(set) var store: ScriptedStore!

  init() throws {
    store = try ScriptedStore { [unowned self] _, request in answer(request) }
  }

  /// Sets the document at `path` (`production/v1/rollout`), or removes it.
  func set(_ path: String, _ document: [UInt8]?) {
    lock.withLock { documents[path] = document }
  }

  /// Sets the control document of the `production/v1` line from its JSON text.
  func setRollout(_ json: String?) {
    set("production/v1/rollout", json.map { Array($0.utf8) })
  }

  /// Answers every request for `path` with `status` (`nil`: the document again).
  func refuse(_ path: String, status: Int?) {
    lock.withLock { statuses[path] = status }
  }

  /// Each request answered so far, as `path status` (`production/v1/rollout 304`), in order.
  var exchanges: [String] {
    lock.withLock { log }
  }
  private var log: [String] = []

  private func answer(_ request: HTTPRequest) -> HTTPResponse {
    let path = String(request.path.dropFirst().dropLast(5))
    let (document, status) = lock.withLock { (documents[path], statuses[path]) }
    let response: HTTPResponse
    if let status {
      response = .error(status: status, "refused")
    } else {
      let body = document ?? Array("null".utf8)
      let tag = EntityTag.of(body)
      response =
        request.header("If-None-Match") == tag
        ? HTTPResponse(status: 304) : .json(status: 200, body, headers: [HTTPHeader("ETag", tag)])
    }
    lock.withLock { log.append("\(path) \(response.status)") }
    return response
  }
}

extension ScriptedLine {
  /// The tag of the line's control document where the store has none (`null`).
  static let noRolloutTag = EntityTag.of(Array("null".utf8))

  /// The answer of a store without a control document to a request for one (`null`, or `304` to its
  /// tag), or `nil` for a request of another path.
  static func noRollout(_ request: HTTPRequest) -> HTTPResponse? {
    guard request.path.hasSuffix("/rollout.json") else { return nil }
    return request.header("If-None-Match") == noRolloutTag
      ? HTTPResponse(status: 304)
      : .json(status: 200, Array("null".utf8), headers: [HTTPHeader("ETag", noRolloutTag)])
  }
}
