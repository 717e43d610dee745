import Foundation
import LabelsRuntime
import LabelsServer

/// A store on loopback that answers each request with a scripted answer, over real HTTP
/// (``LoopbackHTTPServer``), and remembers the requests it was sent.
final class ScriptedStore: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [HTTPRequest] = []
  private var server: LoopbackHTTPServer?

  /// Starts a store that answers the n-th request (from 0) with `answer(n, request)`.
  init(_ answer: @escaping @Sendable (Int, HTTPRequest) -> HTTPResponse) throws {
    server = try LoopbackHTTPServer(port: 0, timeout: .seconds(5)) { [unowned self] request in
      let index = self.lock.withLock {
        self.received.append(request)
        return self.received.count - 1
      }
      return answer(index, request)
    }
  }

  deinit { server?.stop() }

  /// The requests received so far.
  var requests: [HTTPRequest] { lock.withLock { received } }

  /// A fetcher of this store, quick to give up: 1 s per attempt, 10 ms before the first retry. The
  /// whole fetch's deadline is long: a test busy on every thread of the pool (the exhaustive LogText
  /// test) can hold the fetch between two attempts for tens of seconds, and the deadline would then
  /// rightly forbid the retry that these tests count.
  func fetcher(retries: Int = 2, authToken: String? = nil) -> LabelsFetcher {
    var fetcher = LabelsFetcher(
      database: URL(string: "http://127.0.0.1:\(server?.port ?? 0)")!, authToken: authToken)
    fetcher.timeout = .seconds(1)
    fetcher.deadline = .seconds(600)
    fetcher.retries = retries
    fetcher.backoff = .milliseconds(10)
    return fetcher
  }
}
