import Foundation
import LabelsCoding
import LabelsCore
import LabelsNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads an endpoint's labels over Firebase Realtime Database's REST API:
/// `GET <database>/<endpoint.path>.json`, with the user's ID token as `auth` and the App Check token as
/// `X-Firebase-AppCheck` when the app has them, so a database locked down as Firebase recommends
/// (`auth != null`, App Check enforced) can be read.
///
/// Each fetch asks for the document's `ETag` (`X-Firebase-ETag: true`) and sends the tag it was given
/// as `If-None-Match`, so unchanged labels cost a `304` and no decoding. A timeout, a cut connection, a
/// `5xx` or a `429` is retried after ``backoff``, doubled each time, by the rule the tool's store client
/// follows too (``RetryRule``); a refusal (`401`, `403`, `404`, other `4xx`), a redirect (never
/// followed, so the token stays with the store) or an answer that is not JSON is not. No cache is
/// consulted on the way: ``LabelsCache`` is the only one.
///
/// The tokens come from providers asked before each attempt (``authTokenProvider``,
/// ``appCheckTokenProvider``), so an ID token that expires after an hour is renewed by the SDK that
/// issued it; after a `401` they are asked once more, forcing a refresh, and the attempt is made again,
/// once a fetch. Neither token is kept by the fetcher, written to disk, or part of any error's
/// description.
///
/// Every attempt ends by its ``timeout`` and the whole fetch, retries, waits and the providers'
/// answers included, by its ``deadline``, however slowly the answer drips or a provider answers; a body
/// over ``maximumBodyBytes`` is refused when its length is announced, before any of it is read, or as
/// soon as the bytes received pass the limit, so memory stays near the limit whatever the store sends.
public struct LabelsFetcher: Sendable {
  /// Gives a token before a request: `forcingRefresh` is `true` once the store refused the last one
  /// (`401`), as Firebase Auth's `getIDTokenResult(forcingRefresh:)` and App Check's
  /// `token(forcingRefresh:)` take it; `nil` sends none.
  public typealias TokenProvider = @Sendable (_ forcingRefresh: Bool) async throws -> String?

  /// The database's address, such as `https://my-app-default-rtdb.firebaseio.com`, or `serve`'s
  /// `http://127.0.0.1:9000`.
  public let database: URL
  /// Gives the token sent as `auth`, a Firebase ID token; `nil` for a database whose rules allow
  /// reading the labels without one.
  public var authTokenProvider: TokenProvider? {
    didSet { fixedAuthToken = nil }
  }
  /// The one token of ``init(database:authToken:)``, sent as it is, without asking a provider.
  private var fixedAuthToken: String?
  /// Gives the App Check token sent as `X-Firebase-AppCheck`; `nil` for a project that does not
  /// enforce App Check.
  public var appCheckTokenProvider: TokenProvider?
  /// How long one attempt may take, from the request to the body's last byte.
  public var timeout: Duration = .seconds(10)
  /// How long a whole fetch may take, its retries, waits and the providers' answers included.
  public var deadline: Duration = .seconds(30)
  /// Attempts after the first one, for the failures worth retrying.
  public var retries = 2
  /// The wait before the first retry; doubled before each next one.
  public var backoff: Duration = .milliseconds(500)
  /// The largest body accepted, ``LabelsLoader/maximumDocumentBytes`` by default: the transfer stops as
  /// soon as the announced length or the bytes received pass it.
  public var maximumBodyBytes = LabelsLoader.maximumDocumentBytes
  private let configuration: URLSessionConfiguration

  /// A fetcher of the database at `database`, asking `authTokenProvider` and `appCheckTokenProvider`
  /// for the tokens before each attempt.
  public init(
    database: URL, authTokenProvider: TokenProvider? = nil, appCheckTokenProvider: TokenProvider? = nil
  ) {
    self.database = database
    self.authTokenProvider = authTokenProvider
    self.appCheckTokenProvider = appCheckTokenProvider
    configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
  }

  /// A fetcher of the database at `database` that sends one fixed `authToken`, one that does not
  /// expire (such as `serve --store`'s), or none.
  public init(database: URL, authToken: String?) {
    self.init(database: database)
    fixedAuthToken = authToken
  }

  /// The URL of an endpoint: `<database>/<path>.json`, with `authToken` as `auth` when there is one.
  public func url(of endpoint: LabelsEndpoint, authToken: String? = nil) -> URL {
    url(of: .released, for: endpoint, authToken: authToken)
  }

  /// The URL of a node of the endpoint's line (its released tree, a staged tree, the control
  /// document): `<database>/<path>.json`, with `authToken` as `auth` when there is one.
  public func url(of node: LineNode, for endpoint: LabelsEndpoint, authToken: String? = nil) -> URL {
    var components = URLComponents(url: database, resolvingAgainstBaseURL: false) ?? URLComponents()
    let base =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    let path = endpoint.path(of: node).split(separator: "/").map { segment in
      String(segment).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
        ?? String(segment)
    }
    components.percentEncodedPath = base + "/" + path.joined(separator: "/") + ".json"
    if let authToken {
      components.percentEncodedQueryItems = URLQueryItem.strictlyEncoded([
        URLQueryItem(name: "auth", value: authToken)
      ])
    }
    return components.url ?? database
  }

  /// Fetches the endpoint's document, or learns that the one of `etag` is still current.
  public func fetch(_ endpoint: LabelsEndpoint, ifNoneMatch etag: String? = nil) async -> LabelsFetch {
    await fetch(.released, of: endpoint, ifNoneMatch: etag)
  }

  /// Fetches a node of the endpoint's line (its released tree, a staged tree, the control document)
  /// with the same tag, tokens, retries and bounds as the labels, or learns that the one of `etag` is
  /// still current.
  public func fetch(_ node: LineNode, of endpoint: LabelsEndpoint, ifNoneMatch etag: String? = nil) async
    -> LabelsFetch
  {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: deadline)
    // Without `Retry-After`: the deadline bounds the waits, and no wait is longer than the whole fetch.
    let rule = RetryRule(attempts: retries + 1, backoff: backoff, longestWait: deadline)
    var attempt = 1
    var renewing = false
    var renewed = false
    while true {
      let tokens: Tokens
      switch await self.tokens(forcingRefresh: renewing, within: clock.now.duration(to: end)) {
      case .success(let asked): tokens = asked
      case .failure(let error): return .failed(error)
      }
      let result = await attemptFetch(
        url(of: node, for: endpoint, authToken: tokens.auth), tokens: tokens, etag: etag,
        deadline: min(timeout, clock.now.duration(to: end)))
      // A refused token may have expired: the providers are asked again, forcing a refresh, once.
      if case .failed(.unauthorized(status: 401)) = result, !renewed,
        authTokenProvider != nil || appCheckTokenProvider != nil
      {
        renewing = true
        renewed = true
        continue
      }
      renewing = false
      guard case .failed(let error) = result, Self.isWorthRetrying(error),
        let wait = rule.wait(after: attempt),
        clock.now.advanced(by: wait) < end
      else {
        return result
      }
      attempt += 1
      try? await Task.sleep(for: wait)
    }
  }

  /// The tokens of one attempt.
  private struct Tokens: Sendable {
    var auth: String?
    var appCheck: String?
  }

  /// Asks both providers, each within what is left of the fetch's deadline.
  private func tokens(forcingRefresh: Bool, within remaining: Duration) async
    -> Result<Tokens, LabelsFetchError>
  {
    var tokens = Tokens(auth: fixedAuthToken)
    for (provider, kind) in [
      (authTokenProvider, .auth), (appCheckTokenProvider, LabelsFetchError.Token.appCheck),
    ] {
      guard let provider else { continue }
      switch await Self.ask(provider, forcingRefresh: forcingRefresh, within: remaining, for: kind) {
      case .success(let token) where kind == .auth: tokens.auth = token
      case .success(let token): tokens.appCheck = token
      case .failure(let error): return .failure(error)
      }
    }
    return .success(tokens)
  }

  /// What `provider` answers within `remaining`: its token, or why there is none. A provider that does
  /// not answer in time is cancelled and left behind: the fetch does not wait for it.
  private static func ask(
    _ provider: @escaping TokenProvider, forcingRefresh: Bool, within remaining: Duration,
    for token: LabelsFetchError.Token
  ) async -> Result<String?, LabelsFetchError> {
    guard remaining > .zero else { return .failure(.tokenUnavailable(token, reason: .timedOut)) }
    return await withCheckedContinuation { continuation in
      let answered = LockedState(false)
      let answer: @Sendable (Result<String?, LabelsFetchError>) -> Void = { result in
        let first = answered.withLock { done in
          defer { done = true }
          return !done
        }
        if first { continuation.resume(returning: result) }
      }
      let asking = Task {
        do {
          answer(.success(try await provider(forcingRefresh)))
        } catch {
          answer(.failure(.tokenUnavailable(token, reason: .threw(String(reflecting: type(of: error))))))
        }
      }
      // A timer of its own, not a task: the deadline holds however busy the tasks' threads are.
      let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
        asking.cancel()
        answer(.failure(.tokenUnavailable(token, reason: .timedOut)))
      }
    }
  }

  private func attemptFetch(_ url: URL, tokens: Tokens, etag: String?, deadline: Duration) async
    -> LabelsFetch
  {
    guard deadline > .zero else { return .failed(.timedOut) }
    var request = URLRequest(url: url)
    // The download's own timer keeps the deadline; URLSession's idle timeout only backs it up. Linux's
    // FoundationNetworking reads the interval in whole seconds, so a shorter one would time out at once.
    request.timeoutInterval = Double(deadline.components.seconds + 1)
    request.setValue("true", forHTTPHeaderField: "X-Firebase-ETag")
    if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    if let appCheck = tokens.appCheck {
      request.setValue(appCheck, forHTTPHeaderField: "X-Firebase-AppCheck")
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await BoundedDownload.run(
        request, configuration: configuration, limit: maximumBodyBytes, deadline: deadline)
    } catch BoundedDownload.Failure.tooLarge(let bytes) {
      return .failed(.bodyTooLarge(bytes))
    } catch BoundedDownload.Failure.deadlinePassed {
      return .failed(.timedOut)
    } catch BoundedDownload.Failure.transfer(let reason) {
      return .failed(.transport(Self.scrubbed(reason, tokens)))
    } catch {
      return .failed(.transport(Self.scrubbed(error.localizedDescription, tokens)))
    }
    guard let http = response as? HTTPURLResponse else { return .failed(.transport("not an HTTP answer")) }
    switch http.statusCode {
    case 304:
      return .notModified
    case 200:
      let type = http.value(forHTTPHeaderField: "Content-Type") ?? ""
      guard
        type.lowercased().split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
          == "application/json"
      else {
        return .failed(.unexpectedContentType(type))
      }
      return .document(data, etag: http.value(forHTTPHeaderField: "ETag"))
    case 300..<400:
      return .failed(.redirected(status: http.statusCode))
    case 401, 403:
      return .failed(.unauthorized(status: http.statusCode))
    case 404:
      return .failed(.notFound)
    default:
      return .failed(.status(http.statusCode))
    }
  }

  /// `reason` without either token, plain or percent-encoded: a transport's message may quote the
  /// request's address.
  private static func scrubbed(_ reason: String, _ tokens: Tokens) -> String {
    var text = reason
    for token in [tokens.auth, tokens.appCheck].compactMap({ $0 }) where !token.isEmpty {
      text = text.replacingOccurrences(of: token, with: "***")
      if let encoded = URLQueryItem.strictlyEncoded([URLQueryItem(name: "t", value: token)]).first?.value {
        text = text.replacingOccurrences(of: encoded, with: "***")
      }
    }
    return text
  }

  /// Whether a failure may pass by itself: a timeout, a cut connection, a `5xx` or a `429`.
  private static func isWorthRetrying(_ error: LabelsFetchError) -> Bool {
    switch error {
    case .timedOut, .transport: true
    case .status(let status): RetryRule.isTransient(status: status)
    case .unauthorized, .notFound, .redirected, .unexpectedContentType, .bodyTooLarge, .tokenUnavailable:
      false
    }
  }
}
