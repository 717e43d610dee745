import Foundation
import LabelsCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads an endpoint's labels over Firebase Realtime Database's REST API:
/// `GET <database>/<endpoint.path>.json`, with the `auth` token when there is one.
///
/// Each fetch asks for the document's `ETag` (`X-Firebase-ETag: true`) and sends the tag it was given
/// as `If-None-Match`, so unchanged labels cost a `304` and no decoding. A timeout, a cut connection, a
/// `5xx` or a `429` is retried after ``backoff``, doubled each time, by the rule the tool's store client
/// follows too (``RetryRule``); a refusal (`401`, `403`, `404`, other `4xx`), a redirect (never
/// followed, so the token stays with the store) or an answer that is not JSON is not. No cache is consulted on the way: ``LabelsCache`` is the only one.
///
/// Every attempt ends by its ``timeout`` and the whole fetch, retries and waits included, by its
/// ``deadline``, however slowly the answer drips; a body over ``maximumBodyBytes`` is refused when its
/// length is announced, before any of it is read, or as soon as the bytes received pass the limit, so
/// memory stays near the limit whatever the store sends.
public struct LabelsFetcher: Sendable {

  /// The database's address, such as `https://my-app-default-rtdb.firebaseio.com`, or `serve`'s
  /// `http://127.0.0.1:9000`.
  public let database: URL
  /// The token sent as `auth`, such as a Firebase ID token; `nil` for a database whose rules allow
  /// reading the labels without one.
  public var authToken: String?
  /// How long one attempt may take, from the request to the body's last byte.
  public var timeout: Duration = .seconds(10)
  /// How long a whole fetch may take, its retries and the waits before them included.
  public var deadline: Duration = .seconds(30)
  /// Attempts after the first one, for the failures worth retrying.
  public var retries = 2
  /// The wait before the first retry; doubled before each next one.
  public var backoff: Duration = .milliseconds(500)
  /// The largest body accepted, ``LabelsLoader/maximumDocumentBytes`` by default: the transfer stops as
  /// soon as the announced length or the bytes received pass it.
  public var maximumBodyBytes = LabelsLoader.maximumDocumentBytes
  private let configuration: URLSessionConfiguration

  /// A fetcher of the database at `database`.
  public init(database: URL, authToken: String? = nil) {
    self.database = database
    self.authToken = authToken
    configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
  }

  /// The URL of an endpoint: `<database>/<path>.json`, with `auth` when there is a token.
  public func url(of endpoint: LabelsEndpoint) -> URL {
    var components = URLComponents(url: database, resolvingAgainstBaseURL: false) ?? URLComponents()
    let base =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    let path = endpoint.path.split(separator: "/").map { segment in
      String(segment).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
        ?? String(segment)
    }
    components.percentEncodedPath = base + "/" + path.joined(separator: "/") + ".json"
    if let authToken { components.queryItems = [URLQueryItem(name: "auth", value: authToken)] }
    return components.url ?? database
  }

  /// Fetches the endpoint's document, or learns that the one of `etag` is still current.
  public func fetch(_ endpoint: LabelsEndpoint, ifNoneMatch etag: String? = nil) async -> LabelsFetch {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: deadline)
    // Without `Retry-After`: the deadline bounds the waits, and no wait is longer than the whole fetch.
    let rule = RetryRule(attempts: retries + 1, backoff: backoff, longestWait: deadline)
    var attempt = 1
    while true {
      let result = await attemptFetch(
        url(of: endpoint), etag: etag, deadline: min(timeout, clock.now.duration(to: end)))
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

  private func attemptFetch(_ url: URL, etag: String?, deadline: Duration) async -> LabelsFetch {
    guard deadline > .zero else { return .failed(.timedOut) }
    var request = URLRequest(url: url)
    // The download's own timer keeps the deadline; URLSession's idle timeout only backs it up. Linux's
    // FoundationNetworking reads the interval in whole seconds, so a shorter one would time out at once.
    request.timeoutInterval = Double(deadline.components.seconds + 1)
    request.setValue("true", forHTTPHeaderField: "X-Firebase-ETag")
    if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
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
      return .failed(.transport(reason))
    } catch {
      return .failed(.transport(error.localizedDescription))
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

  /// Whether a failure may pass by itself: a timeout, a cut connection, a `5xx` or a `429`.
  private static func isWorthRetrying(_ error: LabelsFetchError) -> Bool {
    switch error {
    case .timedOut, .transport: true
    case .status(let status): RetryRule.isTransient(status: status)
    case .unauthorized, .notFound, .redirected, .unexpectedContentType, .bodyTooLarge: false
    }
  }
}
