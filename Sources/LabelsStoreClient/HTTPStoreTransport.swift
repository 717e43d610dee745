import Foundation
import LabelsNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The store over HTTP, with URLSession: no cache, no cookies, redirects not followed (so a credential
/// never goes to another host), the body read at most to the limit and the whole exchange within the
/// timeout (``BoundedDownload``).
package struct HTTPStoreTransport: StoreTransport {
  /// A transport over a fresh ephemeral URLSession for each request.
  package init() {}

  /// Sends `request` and reads its answer, within `timeout` and `limit`.
  package func send(_ request: URLRequest, timeout: Duration, limit: Int) -> StoreExchange {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    var request = request
    // The download's own timer keeps the deadline; URLSession's idle timeout, in whole seconds on
    // Linux, only backs it up.
    request.timeoutInterval = Double(timeout.components.seconds + 1)
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    BoundedDownload.start(request, configuration: configuration, limit: limit, deadline: timeout) { result in
      outcome.set(result)
      done.signal()
    }
    done.wait()
    switch outcome.value {
    case .success((let data, let response)):
      guard let http = response as? HTTPURLResponse else { return .unreachable("the answer is not HTTP") }
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
      }
      return .answered(status: http.statusCode, headers: headers, body: [UInt8](data))
    case .failure(BoundedDownload.Failure.tooLarge(let bytes)): return .tooLarge(bytes)
    case .failure(BoundedDownload.Failure.deadlinePassed): return .timedOut
    case .failure(BoundedDownload.Failure.transfer(let reason)): return .unreachable(reason)
    case .failure(let error): return .unreachable(error.localizedDescription)
    case nil: return .unreachable("no answer")
    }
  }

  /// The result handed over from URLSession's thread.
  private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<(Data, URLResponse), any Error>?

    func set(_ result: Result<(Data, URLResponse), any Error>) {
      lock.withLock { self.result = result }
    }

    var value: Result<(Data, URLResponse), any Error>? {
      lock.withLock { result }
    }
  }
}
