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
/// A timeout, a broken connection, a `5xx` or a `429` is tried again as ``retry`` says (a write only
/// once it is read back, ``write(_:at:ifMatch:)``), then fails
/// (``StoreClientError/Kind/overloaded``, ``StoreClientError/Kind/unreachable``); `401` and `403` fail
/// as ``StoreClientError/Kind/refused(status:reason:)``; an answer that is not JSON or over ``limit``
/// fails too. No error holds the credential or an address with its query.
package struct RealtimeDatabaseClient: Sendable {
  /// How a conditional write ended.
  package enum WriteOutcome: Equatable, Sendable {
    /// The node now holds the value.
    case written
    /// The node changed since its ETag was read; what it holds now.
    case conflict(StoreNode)
  }

  /// The database.
  package let database: DatabaseAddress
  /// The credential sent with every request.
  package let credential: StoreCredential
  /// How requests are sent.
  package let transport: any StoreTransport
  /// How long one request may take.
  package var timeout: Duration = .seconds(30)
  /// When a request that failed in a way that may pass is sent again.
  package var retry = RetryRule(attempts: 4, backoff: .seconds(1), longestWait: .seconds(60))
  /// The largest answer read, in bytes: the REST API's largest write.
  package var limit = FirebaseLimits.maximumRESTWriteBytes
  /// Waits before a retry; the tests skip the waits.
  package var sleep: @Sendable (Duration) -> Void = { duration in
    Thread.sleep(
      forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }

  /// A client of `database`, sending `credential` through `transport`.
  package init(database: DatabaseAddress, credential: StoreCredential, transport: any StoreTransport) {
    self.database = database
    self.credential = credential
    self.transport = transport
  }

  /// Reads the node at `tokens` with its ETag; `shallow` answers an object's members each as `true`
  /// (the REST API's `shallow=true`, which answers no ETag), so that what a node is can be learned
  /// without reading what it holds.
  /// - Throws: ``StoreClientError`` when the store cannot be reached, refuses, or answers outside the
  ///   protocol.
  package func read(_ tokens: [String], shallow: Bool = false) throws(StoreClientError) -> StoreNode {
    let request = try self.request("GET", tokens, body: nil, ifMatch: nil, shallow: shallow)
    let (status, headers, body) = try retrying("GET", tokens) { _ throws(StoreClientError) in
      try attempt(request, "GET", tokens)
    }
    guard status == 200 else { throw unexpected(status, body: body, "GET", tokens) }
    let value = try json(body, "GET", tokens)
    return StoreNode(value: value, etag: shallow ? headers["etag"] ?? "" : try etag(headers, "GET", tokens))
  }

  /// Writes `value` at `tokens` if the node's ETag is still `etag`.
  ///
  /// A write whose answer is lost (a timeout, a broken connection, a `429` or a `5xx`) may have been
  /// applied, so before it is sent again the node is read back: holding `value` (in the store's normal
  /// form), it was written; holding anything else under another ETag, someone else wrote it, a conflict;
  /// still under `etag`, it was not applied, and it is sent again, within the attempts of ``retry``. A
  /// `412` whose node holds `value` is a write too: the retry of a write that landed late, or the same
  /// bytes written by someone else, which loses nothing.
  /// - Throws: ``StoreClientError`` when the store cannot be reached, refuses, or answers outside the
  ///   protocol.
  package func write(_ value: JSONValue, at tokens: [String], ifMatch etag: String) throws(StoreClientError)
    -> WriteOutcome
  {
    let request = try self.request("PUT", tokens, body: CanonicalJSONWriter.bytes(value), ifMatch: etag)
    let written = StoreNormalForm.normalized(value)
    let settled = try retrying("PUT", tokens) {
      attemptNumber throws(StoreClientError) -> Step<WriteOutcome> in
      if attemptNumber > 1 {
        let node = try read(tokens)
        if node.value.flatMap(StoreNormalForm.normalized) == written { return .done(.written) }
        if node.etag != etag { return .done(.conflict(node)) }
      }
      switch try attempt(request, "PUT", tokens) {
      case .passing(let failure): return .passing(failure)
      case .done((200, _, _)), .done((204, _, _)): return .done(.written)
      case .done((412, let headers, let body)):
        let node = StoreNode(
          value: try json(body, "PUT", tokens), etag: try self.etag(headers, "PUT", tokens))
        return .done(node.value.flatMap(StoreNormalForm.normalized) == written ? .written : .conflict(node))
      case .done((let status, _, let body)): throw unexpected(status, body: body, "PUT", tokens)
      }
    }
    return settled
  }

  /// The request for `method` on the node at `tokens`, as the REST API documents it.
  private func request(
    _ method: String, _ tokens: [String], body: [UInt8]?, ifMatch: String?, shallow: Bool = false
  ) throws(StoreClientError) -> URLRequest {
    var query = credential.queryItems
    if method == "PUT" { query.append(URLQueryItem(name: "print", value: "silent")) }
    if shallow { query.append(URLQueryItem(name: "shallow", value: "true")) }
    guard let url = database.url(of: tokens, query: query) else {
      throw StoreClientError(.unaddressable, "cannot form the address of \(address(of: tokens))")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    if !shallow { request.setValue("true", forHTTPHeaderField: "X-Firebase-ETag") }
    if let authorization = credential.authorization {
      request.setValue(authorization, forHTTPHeaderField: "Authorization")
    }
    if let ifMatch { request.setValue(ifMatch, forHTTPHeaderField: "if-match") }
    if let body {
      request.httpBody = Data(body)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    return request
  }

  /// How one attempt of a request ended: settled, or failed in a way that may pass.
  private enum Step<Settled> {
    /// The request is settled.
    case done(Settled)
    /// It failed in a way that may pass.
    case passing(PassingFailure)
  }

  /// A failure that may pass: what happened, the store's `Retry-After`, and whether the store answered
  /// (overloaded) or was not reached at all.
  private struct PassingFailure {
    let problem: String
    let detail: String
    let retryAfter: Duration?
    let answered: Bool
  }

  /// Sends `request` once: the answer, or the failure that may pass.
  private func attempt(_ request: URLRequest, _ method: String, _ tokens: [String]) throws(StoreClientError)
    -> Step<(Int, [String: String], [UInt8])>
  {
    switch transport.send(request, timeout: timeout, limit: limit) {
    case .answered(let status, let headers, let answer) where RetryRule.isTransient(status: status):
      return .passing(
        PassingFailure(
          problem: "answered HTTP \(status)", detail: detail(answer),
          retryAfter: RetryRule.retryAfter(headers["retry-after"]), answered: true))
    case .answered(let status, let headers, let answer):
      return .done((status, headers, answer))
    case .tooLarge(let bytes):
      throw StoreClientError(
        .tooLarge,
        "the store's answer to \(method) \(address(of: tokens)) is over \(limit) bytes (\(bytes) announced or "
          + "received)")
    case .timedOut:
      return .passing(
        PassingFailure(
          problem: "did not answer within \(timeout.components.seconds) s", detail: "", retryAfter: nil,
          answered: false))
    case .unreachable(let reason):
      return .passing(
        PassingFailure(
          problem: "cannot be reached (\(scrubbed(reason)))", detail: "", retryAfter: nil, answered: false))
    }
  }

  /// Runs `attempt` (given its number, 1 for the first) until it settles, waiting as ``retry`` says
  /// after each failure that may pass.
  /// - Throws: ``StoreClientError``: overloaded or unreachable once no attempt is left, or what
  ///   `attempt` throws.
  private func retrying<Settled>(
    _ method: String, _ tokens: [String],
    _ attempt: (Int) throws(StoreClientError) -> Step<Settled>
  ) throws(StoreClientError) -> Settled {
    var number = 1
    while true {
      let failure: PassingFailure
      switch try attempt(number) {
      case .done(let settled): return settled
      case .passing(let passing): failure = passing
      }
      if failure.answered, retry.wait(after: number) == nil {
        throw StoreClientError(
          .overloaded,
          "the store \(failure.problem) to \(method) \(address(of: tokens)) \(number) times\(failure.detail)")
      }
      guard let wait = retry.wait(after: number, retryAfter: failure.retryAfter) else {
        throw StoreClientError(
          .unreachable,
          "the store at \(database) \(failure.problem) for \(method) \(address(of: tokens)), \(number) times")
      }
      sleep(wait)
      number += 1
    }
  }

  /// The error for an answer no request expects.
  private func unexpected(_ status: Int, body: [UInt8], _ method: String, _ tokens: [String])
    -> StoreClientError
  {
    switch status {
    case 401, 403:
      let reason = errorText(body) ?? "no reason given"
      return StoreClientError(
        .refused(status: status, reason: reason),
        "the store refused \(method) \(address(of: tokens)) (HTTP \(status): \(reason))")
    case 300..<400:
      return StoreClientError(
        .redirected,
        "the store answered \(method) \(address(of: tokens)) with a redirect (HTTP \(status)), which is not "
          + "followed so that the credential stays with the store")
    default:
      return StoreClientError(
        .rejected, "the store refused \(method) \(address(of: tokens)) (HTTP \(status)\(detail(body)))")
    }
  }

  /// The body read as strict JSON; `null` is no value.
  private func json(_ body: [UInt8], _ method: String, _ tokens: [String]) throws(StoreClientError)
    -> JSONValue?
  {
    if body.isEmpty { return nil }
    do {
      let value = try StrictJSONReader.read(body)
      return value == .null ? nil : value
    } catch {
      throw StoreClientError(
        .notJSON, "the store's answer to \(method) \(address(of: tokens)) is not JSON (\(error))")
    }
  }

  /// The ETag the store must send when asked for one.
  private func etag(_ headers: [String: String], _ method: String, _ tokens: [String])
    throws(StoreClientError)
    -> String
  {
    guard let etag = headers["etag"], !etag.isEmpty else {
      throw StoreClientError(
        .noETag,
        "the store answered \(method) \(address(of: tokens)) without an ETag, so a write could overwrite an "
          + "edit it has not seen")
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
    LogText.escaped(database.display(of: tokens))
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
