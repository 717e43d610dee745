import Foundation
import LabelsStoreClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that answers from a script, in order, and keeps every request it was sent.
final class RecordingTransport: StoreTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var script: [StoreExchange]
  private var sent: [URLRequest] = []

  /// A transport answering `script`, then `404` with `null` when it runs out.
  init(_ script: [StoreExchange]) {
    self.script = script
  }

  /// The requests sent, in order.
  var requests: [URLRequest] { lock.withLock { sent } }

  func send(_ request: URLRequest, timeout: Duration, limit: Int) -> StoreExchange {
    lock.withLock {
      sent.append(request)
      return script.isEmpty
        ? .answered(status: 404, headers: [:], body: Array("null".utf8)) : script.removeFirst()
    }
  }
}
