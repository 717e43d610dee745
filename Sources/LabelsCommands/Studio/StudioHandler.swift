import Foundation
import LabelsServer

/// A studio server's handler, for ``LabelsServer/LoopbackHTTPServer``: set once the port the server
/// listens on is known, which the session names; until then every request is answered 503.
package final class StudioHandler: @unchecked Sendable {
  private let lock = NSLock()
  private var current: StudioServer?

  package init() {}

  /// The server that answers.
  package var server: StudioServer? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  /// The answer of the server, once set.
  package func respond(_ request: HTTPRequest) -> HTTPResponse {
    server?.respond(request) ?? HTTPResponse(status: 503)
  }
}
