import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request whose body is read at most to a limit: the transfer is cancelled as soon as the
/// announced length or the bytes received pass it, so a store that sends too much costs no memory.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// Why a download ended without an answer.
  enum Failure: Error {
    /// The body passed the limit; the bytes announced or received so far.
    case tooLarge(Int)
    /// The transfer failed.
    case transfer(any Error)
  }

  private let limit: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var body = Data()
  private var response: URLResponse?
  private var overflow: Int?
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Sends `request` in a session of its own and returns the body and the response.
  /// - Throws: ``Failure``.
  static func run(
    _ request: URLRequest, configuration: URLSessionConfiguration, limit: Int
  ) async throws -> (Data, URLResponse) {
    let download = BoundedDownload(limit: limit)
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    return try await withCheckedThrowingContinuation { continuation in
      download.lock.withLock { download.continuation = continuation }
      session.dataTask(with: request).resume()
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let announced = response.expectedContentLength
    lock.withLock {
      self.response = response
      if announced > limit { overflow = Int(announced) }
    }
    completionHandler(announced > limit ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = lock.withLock {
      body.append(data)
      if body.count > limit { overflow = body.count }
      return body.count > limit
    }
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (continuation, result) = lock.withLock {
      () -> (CheckedContinuation<(Data, URLResponse), any Error>?, Result<(Data, URLResponse), any Error>) in
      defer { self.continuation = nil }
      if let overflow { return (self.continuation, .failure(Failure.tooLarge(overflow))) }
      if let error { return (self.continuation, .failure(Failure.transfer(error))) }
      guard let response else {
        return (self.continuation, .failure(Failure.transfer(URLError(.badServerResponse))))
      }
      return (self.continuation, .success((body, response)))
    }
    continuation?.resume(with: result)
  }
}
