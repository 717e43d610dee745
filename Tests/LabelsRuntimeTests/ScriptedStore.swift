import Foundation
import LabelsCore
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

  /// A fetcher of this store: 10 ms before the first retry, and long waits. An attempt's timeout is
  /// 20 s unless a test asks for less: on two cores busy with a build, one second was not always enough
  /// for a loopback answer, and the retry then broke a count. The whole fetch's deadline is long too: a
  /// test busy on every thread of the pool (the exhaustive LogText test) can hold the fetch between two
  /// attempts for tens of seconds, and the deadline would then rightly forbid the retry these tests count.
  func fetcher(retries: Int = 2, authToken: String? = nil, timeout: Duration = .seconds(20)) -> LabelsFetcher
  {
    var fetcher = LabelsFetcher(
      database: URL(string: "http://127.0.0.1:\(server?.port ?? 0)")!, authToken: authToken)
    fetcher.timeout = timeout
    fetcher.deadline = .seconds(600)
    fetcher.retries = retries
    fetcher.backoff = .milliseconds(10)
    return fetcher
  }
}
