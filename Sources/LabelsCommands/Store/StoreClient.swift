import Foundation
import LabelsCore
import LabelsKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads and writes nodes of Firebase Realtime Database over its REST API, as documented at
/// https://firebase.google.com/docs/reference/rest/database and
/// https://firebase.google.com/docs/database/rest/save-data#section-conditional-requests: `GET` with
/// `X-Firebase-ETag: true` for the node's ETag, `PUT` with `if-match` (412 when the node changed since)
/// and `print=silent`.
///
/// A timeout, a broken connection, a `5xx` or a `429` is retried after ``backoff``, doubled each time,
/// or after the store's `Retry-After` up to ``longestWait``, for ``attempts`` in all, then fails with 69;
/// `401` and `403` fail with 77 naming the credential's variable; an answer that is not JSON or over
/// ``limit`` fails with 76. No message holds the credential or an address with its query.
struct StoreClient: Sendable {
  /// How a conditional write ended.
  enum WriteOutcome: Equatable, Sendable {
    /// The node now holds the value.
    case written
    /// The node changed since its ETag was read; what it holds now.
    case conflict(StoreNode)
  }

  /// The database.
  let database: DatabaseAddress
  /// The credential sent with every request.
  let credential: StoreCredential
  /// How requests are sent.
  let transport: any StoreTransport
  /// How long one request may take.
  var timeout: Duration = .seconds(30)
  /// Attempts of one request, retries included.
  var attempts = 4
  /// The wait before the first retry, doubled before each next one.
  var backoff: Duration = .seconds(1)
  /// The longest wait before a retry, whatever `Retry-After` asks.
  var longestWait: Duration = .seconds(60)
  /// The largest answer read, in bytes: the REST API's largest write.
  var limit = FirebaseLimits.maximumRESTWriteBytes
  /// Waits before a retry; the tests skip the waits.
  var sleep: @Sendable (Duration) -> Void = { duration in
    Thread.sleep(
      forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }

  /// Reads the node at `tokens` with its ETag.
  /// - Throws: ``CommandFailure``: 69 unreachable, 76 not JSON or too large, 77 refused.
  func read(_ tokens: [String]) throws(CommandFailure) -> StoreNode {
    let (status, headers, body) = try exchange("GET", tokens, body: nil, ifMatch: nil)
    guard status == 200 else { throw unexpected(status, body: body, "GET", tokens) }
    return StoreNode(value: try json(body, "GET", tokens), etag: try etag(headers, "GET", tokens))
  }

  /// Writes `value` at `tokens` if the node's ETag is still `etag`.
  /// - Throws: ``CommandFailure``: 69 unreachable, 76 not JSON or too large, 77 refused.
  func write(_ value: JSONValue, at tokens: [String], ifMatch etag: String) throws(CommandFailure)
    -> WriteOutcome
  {
    let (status, headers, body) = try exchange(
      "PUT", tokens, body: CanonicalJSONWriter.bytes(value), ifMatch: etag)
    switch status {
    case 200, 204: return .written
    case 412:
      return .conflict(
        StoreNode(value: try json(body, "PUT", tokens), etag: try self.etag(headers, "PUT", tokens)))
    default: throw unexpected(status, body: body, "PUT", tokens)
    }
  }

  /// Sends one request, retrying what may pass by itself.
  private func exchange(_ method: String, _ tokens: [String], body: [UInt8]?, ifMatch: String?)
    throws(CommandFailure) -> (Int, [String: String], [UInt8])
  {
    var query = credential.queryItems
    if method == "PUT" { query.append(URLQueryItem(name: "print", value: "silent")) }
    guard let url = database.url(of: tokens, query: query) else {
      throw CommandFailure(.usage, "cannot form the address of \(address(of: tokens))")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.setValue("true", forHTTPHeaderField: "X-Firebase-ETag")
    if let authorization = credential.authorization {
      request.setValue(authorization, forHTTPHeaderField: "Authorization")
    }
    if let ifMatch { request.setValue(ifMatch, forHTTPHeaderField: "if-match") }
    if let body {
      request.httpBody = Data(body)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    var wait = backoff
    var attempt = 1
    while true {
      let exchange = transport.send(request, timeout: timeout, limit: limit)
      let problem: String
      var retryAfter: Duration?
      switch exchange {
      case .answered(let status, let headers, let answer) where status == 429 || status >= 500:
        problem = "answered HTTP \(status)"
        retryAfter = headers["retry-after"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map {
          Duration.seconds(max(0, $0))
        }
        if attempt >= attempts {
          throw CommandFailure(
            .unavailable,
            "the store \(problem) to \(method) \(address(of: tokens)) \(attempts) times\(detail(answer)); "
              + "try again later")
        }
      case .answered(let status, let headers, let answer):
        return (status, headers, answer)
      case .tooLarge(let bytes):
        throw CommandFailure(
          .protocolError,
          "the store's answer to \(method) \(address(of: tokens)) is over \(limit) bytes (\(bytes) announced or "
            + "received); is --database the Realtime Database's address?")
      case .timedOut:
        problem = "did not answer within \(timeout.components.seconds) s"
      case .unreachable(let reason):
        problem = "cannot be reached (\(scrubbed(reason)))"
      }
      if attempt >= attempts {
        throw CommandFailure(
          .unavailable,
          "the store at \(database) \(problem) for \(method) \(address(of: tokens)), \(attempts) times; "
            + "check --database and the network, then try again")
      }
      sleep(min(retryAfter ?? wait, longestWait))
      wait *= 2
      attempt += 1
    }
  }

  /// The failure for an answer no request expects.
  private func unexpected(_ status: Int, body: [UInt8], _ method: String, _ tokens: [String])
    -> CommandFailure
  {
    switch status {
    case 401, 403:
      return CommandFailure(
        .noPermission, credential.refusal(status: status, detail: errorText(body) ?? "no reason given"))
    case 300..<400:
      return CommandFailure(
        .protocolError,
        "the store answered \(method) \(address(of: tokens)) with a redirect (HTTP \(status)), which is not "
          + "followed so that the credential stays with the store; give --database the address it "
          + "redirects to")
    default:
      return CommandFailure(
        .protocolError, "the store refused \(method) \(address(of: tokens)) (HTTP \(status)\(detail(body)))")
    }
  }

  /// The body read as strict JSON; `null` is no value.
  private func json(_ body: [UInt8], _ method: String, _ tokens: [String]) throws(CommandFailure)
    -> JSONValue?
  {
    if body.isEmpty { return nil }
    do {
      let value = try StrictJSONReader.read(body)
      return value == .null ? nil : value
    } catch {
      throw CommandFailure(
        .protocolError,
        "the store's answer to \(method) \(address(of: tokens)) is not JSON (\(error)); is --database the "
          + "Realtime Database's address?")
    }
  }

  /// The ETag the store must send when asked for one.
  private func etag(_ headers: [String: String], _ method: String, _ tokens: [String]) throws(CommandFailure)
    -> String
  {
    guard let etag = headers["etag"], !etag.isEmpty else {
      throw CommandFailure(
        .protocolError,
        "the store answered \(method) \(address(of: tokens)) without an ETag, so a write could overwrite an "
          + "edit it has not seen; is --database a Firebase Realtime Database?")
    }
    return etag
  }

  /// `{"error": "..."}` of an answer, escaped and shortened, when it has one.
  private func errorText(_ body: [UInt8]) -> String? {
    guard body.count <= 4096, case .object(let members)? = try? StrictJSONReader.read(body),
      case .string(let text)? = members["error"]
    else { return nil }
    return LogText.escaped(scrubbed(String(text.prefix(200))))
  }

  /// `: <the store's reason>`, or nothing.
  private func detail(_ body: [UInt8]) -> String {
    errorText(body).map { ": \($0)" } ?? ""
  }

  /// A node's address for a message: the database and the path, without a query.
  private func address(of tokens: [String]) -> String {
    LogText.escaped("\(database)/\(tokens.joined(separator: "/")).json")
  }

  /// `text` without the credential, plain or percent-encoded, nor any query of an address.
  private func scrubbed(_ text: String) -> String {
    var text = text
    if let secret = credential.secretText, !secret.isEmpty {
      text = text.replacingOccurrences(of: secret, with: "***")
      if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) {
        text = text.replacingOccurrences(of: encoded, with: "***")
      }
    }
    return text.replacing(/\?[^\s"']*/, with: "?…")
  }
}
