/// Why a fetch from the store brought no labels. The app keeps what it shows (the cached labels or the
/// defaults) whatever the reason; the reason is for its logs.
public enum LabelsFetchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The store refused the credentials: 401 or 403. Not retried.
  case unauthorized(status: Int)
  /// The store answered 404: no database at that address. Not retried.
  case notFound
  /// The store answered with a redirect (`3xx`), which is never followed: a token is sent to the
  /// database's own address only. Not retried.
  case redirected(status: Int)
  /// The store answered another status that is not a success, after the retries for a 5xx or a 429.
  case status(Int)
  /// No whole answer within an attempt's timeout or the fetch's deadline, after the retries.
  case timedOut
  /// The connection failed or was cut (a truncated body), after the retries.
  case transport(String)
  /// The answer was not `application/json`.
  case unexpectedContentType(String)
  /// The body was larger than ``LabelsFetcher/maximumBodyBytes``: the bytes announced, or received
  /// when the transfer was stopped.
  case bodyTooLarge(Int)
  /// A token's provider threw or did not answer within the fetch's deadline: nothing was sent. Not
  /// retried; the next refresh asks again.
  case tokenUnavailable(Token, reason: TokenProblem)

  /// Which token a provider gives.
  public enum Token: String, Equatable, Sendable {
    /// The Firebase ID token, sent as `auth`.
    case auth = "auth token"
    /// The App Check token, sent as `X-Firebase-AppCheck`.
    case appCheck = "App Check token"
  }

  /// Why a provider gave no token; never the token, nor the error's message, which could hold it.
  public enum TokenProblem: Equatable, Sendable {
    /// It threw an error of this type.
    case threw(String)
    /// It did not answer within what was left of the fetch's deadline.
    case timedOut
  }

  /// A lowercase sentence for the app's log.
  public var description: String {
    switch self {
    case .unauthorized(let status): "the store refused the credentials (HTTP \(status))"
    case .notFound: "the store has no database at this address (HTTP 404)"
    case .redirected(let status): "the store answered with a redirect (HTTP \(status)), which is not followed"
    case .status(let status): "the store answered HTTP \(status)"
    case .timedOut: "the store did not answer in time"
    case .transport(let reason): "the connection to the store failed: \(reason)"
    case .unexpectedContentType(let type):
      "the store answered \(type.isEmpty ? "no content type" : type), not JSON"
    case .bodyTooLarge(let bytes): "the store's answer of \(bytes) bytes is larger than labels can be"
    case .tokenUnavailable(let token, .threw(let type)):
      "no \(token.rawValue) to send: its provider threw \(type); nothing was sent"
    case .tokenUnavailable(let token, .timedOut):
      "no \(token.rawValue) to send: its provider did not answer before the fetch's deadline; nothing was sent"
    }
  }
}
