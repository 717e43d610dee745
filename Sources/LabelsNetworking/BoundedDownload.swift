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
/// The app's fetcher and the tool's store client (`publish`, `status`, `pull`) both use it.
package final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// Why a download ended without an answer.
  package enum Failure: Error, Equatable {
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
  private var completion: (@Sendable (Result<(Data, URLResponse), any Error>) -> Void)?
  private var task: URLSessionTask?
  private var session: URLSession?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Sends `request` in a session of its own and returns the body and the response.
  /// - Throws: ``Failure``.
  package static func run(
    _ request: URLRequest, configuration: URLSessionConfiguration, limit: Int, deadline: Duration
  ) async throws -> (Data, URLResponse) {
    try await withCheckedThrowingContinuation { continuation in
      start(request, configuration: configuration, limit: limit, deadline: deadline) {
        continuation.resume(with: $0)
      }
    }
  }

  /// Sends `request` in a session of its own and calls `completion` once, from another thread, with the
  /// body and the response or a ``Failure``.
  package static func start(
    _ request: URLRequest, configuration: URLSessionConfiguration, limit: Int, deadline: Duration,
    completion: @escaping @Sendable (Result<(Data, URLResponse), any Error>) -> Void
  ) {
    let download = BoundedDownload(limit: limit)
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    let task = session.dataTask(with: request)
    download.lock.withLock {
      download.completion = completion
      download.task = task
      download.session = session
    }
    let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds)) {
      download.finish(.failure(Failure.deadlinePassed))
    }
    task.resume()
  }

  /// Answers with `result` unless an answer was given, then stops the transfer and the session.
  private func finish(_ result: Result<(Data, URLResponse), any Error>) {
    let (completion, task, session) = lock.withLock {
      defer {
        self.completion = nil
        self.task = nil
        self.session = nil
        body = Data()
      }
      return (self.completion, self.task, self.session)
    }
    guard let completion else { return }
    task?.cancel()
    session?.invalidateAndCancel()
    completion(result)
  }

  package func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let announced = response.expectedContentLength
    lock.withLock { self.response = response }
    completionHandler(announced > limit ? .cancel : .allow)
    if announced > limit { finish(.failure(Failure.tooLarge(Int(clamping: announced)))) }
  }

  package func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflow: Int? = lock.withLock {
      guard completion != nil else { return nil }
      received += data.count
      guard received <= limit else { return received }
      body.append(data)
      return nil
    }
    if let overflow { finish(.failure(Failure.tooLarge(overflow))) }
  }

  package func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  package func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
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
