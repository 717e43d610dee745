import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request with a deadline and a body read at most to a limit. It ends at the first of: the answer
/// complete, the announced length over the limit (before any body is read), the bytes received over the
/// limit (the bytes past it are dropped, never kept), the deadline, or a failure. It then cancels the
/// transfer and invalidates its session, and answers at once: it never waits for the transfer to stop.
///
/// Apple's URLSession stops a transfer when the response disposition is `.cancel` or the task is
/// cancelled; Linux's FoundationNetworking ignores the disposition (swift-corelibs-foundation#3236) and
/// stops a cancelled transfer late, so there the bytes that still arrive are counted and dropped, and
/// the deadline does not rest on URLSession's timeouts, which are idle timeouts, not deadlines.
/// Redirects are not followed: the answer is the redirect, so a token never goes to another host.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// Why a download ended without an answer.
  enum Failure: Error, Equatable {
    /// The body passed the limit; the bytes announced or received so far.
    case tooLarge(Int)
    /// The deadline passed before the answer was complete.
    case deadlinePassed
    /// The transfer failed; the reason.
    case transfer(String)
  }

  private let limit: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var body = Data()
  private var response: URLResponse?
  private var received = 0
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
  private var task: URLSessionTask?
  private var session: URLSession?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Sends `request` in a session of its own and returns the body and the response.
  /// - Throws: ``Failure``.
  static func run(
    _ request: URLRequest, configuration: URLSessionConfiguration, limit: Int, deadline: Duration
  ) async throws -> (Data, URLResponse) {
    let download = BoundedDownload(limit: limit)
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    return try await withCheckedThrowingContinuation { continuation in
      let task = session.dataTask(with: request)
      download.lock.withLock {
        download.continuation = continuation
        download.task = task
        download.session = session
      }
      let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
      DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds)) {
        download.finish(.failure(Failure.deadlinePassed))
      }
      task.resume()
    }
  }

  /// Answers with `result` unless an answer was given, then stops the transfer and the session.
  private func finish(_ result: Result<(Data, URLResponse), any Error>) {
    let (continuation, task, session) = lock.withLock {
      defer {
        self.continuation = nil
        self.task = nil
        self.session = nil
        body = Data()
      }
      return (self.continuation, self.task, self.session)
    }
    guard let continuation else { return }
    task?.cancel()
    session?.invalidateAndCancel()
    continuation.resume(with: result)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let announced = response.expectedContentLength
    lock.withLock { self.response = response }
    completionHandler(announced > limit ? .cancel : .allow)
    if announced > limit { finish(.failure(Failure.tooLarge(Int(clamping: announced)))) }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflow: Int? = lock.withLock {
      guard continuation != nil else { return nil }
      received += data.count
      guard received <= limit else { return received }
      body.append(data)
      return nil
    }
    if let overflow { finish(.failure(Failure.tooLarge(overflow))) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (body, response) = lock.withLock { (self.body, self.response) }
    if let error {
      let timedOut = (error as? URLError)?.code == .timedOut
      finish(.failure(timedOut ? Failure.deadlinePassed : Failure.transfer(error.localizedDescription)))
    } else if let response {
      finish(.success((body, response)))
    } else {
      finish(.failure(Failure.transfer(URLError(.badServerResponse).localizedDescription)))
    }
  }
}
