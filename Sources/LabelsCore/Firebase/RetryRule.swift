/// When a request to Firebase Realtime Database's REST API is tried again, and after how long: the one
/// rule of the tool's store client and the app's fetcher.
///
/// A timeout, a broken connection, a `429` or a `5xx` may pass by itself
/// (https://firebase.google.com/docs/database/usage/limits): it is tried again after ``backoff``,
/// doubled before each next try, or after the `Retry-After` the store sent, never longer than
/// ``longestWait``, for ``attempts`` in all. Any other answer is final. A pure value: the caller sends,
/// sleeps and counts.
public struct RetryRule: Equatable, Sendable {
  /// Attempts of one request, the first one included.
  public var attempts: Int
  /// The wait before the first retry, doubled before each next one.
  public var backoff: Duration
  /// The longest wait before a retry, whatever `Retry-After` asks.
  public var longestWait: Duration

  /// A rule of `attempts` in all, waiting `backoff` first, never more than `longestWait`.
  public init(attempts: Int, backoff: Duration, longestWait: Duration) {
    self.attempts = attempts
    self.backoff = backoff
    self.longestWait = longestWait
  }

  /// Whether an answer with HTTP `status` may pass by itself: `429 Too Many Requests` or a `5xx`.
  public static func isTransient(status: Int) -> Bool {
    status == 429 || status >= 500
  }

  /// The wait before trying again once attempt number `attempt` (1 for the first) failed in a way that
  /// may pass, given the store's `Retry-After` (``retryAfter(_:)``); `nil` when no attempt is left.
  public func wait(after attempt: Int, retryAfter: Duration? = nil) -> Duration? {
    guard attempt < attempts else { return nil }
    if let retryAfter { return min(retryAfter, longestWait) }
    var wait = backoff
    for _ in 0..<max(0, attempt - 1) where wait < longestWait { wait *= 2 }
    return min(wait, longestWait)
  }

  /// The delay of a `Retry-After` header field in seconds, as Firebase sends it (a negative one waits
  /// none); `nil` without the field or for one that is not a whole number, such as an HTTP date.
  public static func retryAfter(_ field: String?) -> Duration? {
    guard let field else { return nil }
    let text = field.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
    return Int(String(text)).map { .seconds(max(0, $0)) }
  }
}
