import Foundation
import LabelsCore
import LabelsKit
import LabelsStoreClient

@testable import LabelsCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An in-process Firebase Realtime Database for the store commands' tests, answering as its REST API
/// documents: `GET` with the node's ETag, `PUT` with `if-match` (412 and the current value on a
/// mismatch) and `print=silent` (204), values kept in the store's normal form, a token required when
/// one is set. Tests script faults: an answer for the next requests, a failure after the k-th `PUT`,
/// an edit made between a read and a write.
final class FakeStore: StoreTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var root: JSONValue = .object([:])
  private var log: [String] = []
  private var scripted: [StoreExchange] = []
  private var putsLeft: Int?
  private var beforePut: (@Sendable (FakeStore) -> Void)?
  private var afterPut: (@Sendable (FakeStore) -> Void)?
  private var lostPutAnswers: [StoreExchange] = []
  /// The token a request must carry as `Authorization: Bearer`, or the secret as `auth`, when set.
  var requiredCredential: StoreCredential?
  /// The `error` text of a 401.
  var refusal = "Unauthorized request."

  /// The requests answered, `GET /production/v1.json`, in order.
  var requests: [String] { lock.withLock { log } }

  /// The whole database.
  var tree: JSONValue { lock.withLock { root } }

  /// The node at a path such as `production/v1/en/labels`, or `nil`.
  func value(at path: String) -> JSONValue? {
    lock.withLock { Self.node(root, path.split(separator: "/").map(String.init)) }
  }

  /// Writes a node as a plain REST `PUT` would (the console's edit).
  func put(_ value: JSONValue?, at path: String) {
    lock.withLock { root = Self.setting(root, path.split(separator: "/").map(String.init), to: value) }
  }

  /// Answers the next requests with `exchanges`, in order, before the store answers again.
  func script(_ exchanges: [StoreExchange]) {
    lock.withLock { scripted += exchanges }
  }

  /// Lets `count` more `PUT`s through, then answers every request as unreachable: a publish killed.
  func failAfterPuts(_ count: Int) {
    lock.withLock { putsLeft = count }
  }

  /// Runs `edit` before the next `PUT`, once: an edit made between a read and a write.
  func beforeNextPut(_ edit: @escaping @Sendable (FakeStore) -> Void) {
    lock.withLock { beforePut = edit }
  }

  /// Runs `edit` after the next `PUT` is answered, once: a store that does not keep what it took.
  func afterNextPut(_ edit: @escaping @Sendable (FakeStore) -> Void) {
    lock.withLock { afterPut = edit }
  }

  /// Applies each of the next `PUT`s and answers it with one of `exchanges` instead of the store's
  /// answer: a write whose answer was lost.
  func loseAnswersOfNextPuts(_ exchanges: [StoreExchange]) {
    lock.withLock { lostPutAnswers += exchanges }
  }

  func send(_ request: URLRequest, timeout: Duration, limit: Int) -> StoreExchange {
    var exchange = answer(request)
    if request.httpMethod == "PUT",
      let lost = lock.withLock({ lostPutAnswers.isEmpty ? nil : lostPutAnswers.removeFirst() })
    {
      exchange = lost
    }
    if request.httpMethod == "PUT",
      let edit = lock.withLock({ () -> (@Sendable (FakeStore) -> Void)? in
        defer { afterPut = nil }
        return afterPut
      })
    {
      edit(self)
    }
    return exchange
  }

  private func answer(_ request: URLRequest) -> StoreExchange {
    let method = request.httpMethod ?? "GET"
    let url = request.url ?? URL(fileURLWithPath: "/")
    if method == "PUT",
      let edit = lock.withLock({ () -> (@Sendable (FakeStore) -> Void)? in
        defer { beforePut = nil }
        return beforePut
      })
    {
      edit(self)
    }
    return lock.withLock {
      log.append(
        "\(method) \(url.path)" + (url.query?.contains("shallow=true") == true ? "?shallow=true" : ""))
      if !scripted.isEmpty { return scripted.removeFirst() }
      if putsLeft == 0 { return .unreachable("connection refused") }
      if let required = requiredCredential {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let sent: StoreCredential =
          request.value(forHTTPHeaderField: "Authorization").map { .accessToken(String($0.dropFirst(7))) }
          ?? query.first { $0.name == "auth" }.map { .secret($0.value ?? "") } ?? .none
        guard sent == required else { return Self.answer(401, .object(["error": .string(refusal)])) }
      }
      let tokens = url.path.dropFirst().dropLast(".json".count).split(separator: "/").map {
        String($0).removingPercentEncoding ?? String($0)
      }
      let current = Self.node(root, tokens)
      switch method {
      case "GET" where url.query?.contains("shallow=true") == true:
        guard case .object(let members) = current else { return Self.answer(200, current ?? .null) }
        return .answered(
          status: 200, headers: [:],
          body: CanonicalJSONWriter.bytes(.object(members.mapValues { _ in .bool(true) })))
      case "GET":
        return Self.answer(200, current ?? .null)
      case "PUT":
        if let putsLeft { self.putsLeft = putsLeft - 1 }
        if let expected = request.value(forHTTPHeaderField: "if-match"), expected != Self.etag(current) {
          return Self.answer(412, current ?? .null)
        }
        let body = try? StrictJSONReader.read([UInt8](request.httpBody ?? Data()))
        root = Self.setting(root, tokens, to: body)
        return .answered(status: 204, headers: [:], body: [])
      default:
        return Self.answer(405, .object(["error": .string("method not allowed")]))
      }
    }
  }

  /// An answer with `value` as its body and its ETag.
  private static func answer(_ status: Int, _ value: JSONValue) -> StoreExchange {
    .answered(
      status: status, headers: ["etag": etag(value == .null ? nil : value)],
      body: CanonicalJSONWriter.bytes(value))
  }

  /// A tag of the value's canonical bytes (FNV-1a); `null` for no value.
  static func etag(_ value: JSONValue?) -> String {
    guard let value else { return "null_etag" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in CanonicalJSONWriter.bytes(value) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  private static func node(_ value: JSONValue, _ tokens: [String]) -> JSONValue? {
    guard let first = tokens.first else { return value }
    switch value {
    case .object(let members): return members[first].flatMap { node($0, Array(tokens.dropFirst())) }
    case .array(let elements):
      guard let index = Int(first), elements.indices.contains(index) else { return nil }
      return node(elements[index], Array(tokens.dropFirst()))
    default: return nil
    }
  }

  /// `value` with the node at `tokens` replaced (removed for `nil`), in the store's normal form.
  private static func setting(_ value: JSONValue?, _ tokens: [String], to newValue: JSONValue?) -> JSONValue {
    guard let first = tokens.first else {
      return newValue.flatMap(StoreNormalForm.normalized) ?? .object([:])
    }
    var members: [String: JSONValue] = [:]
    switch value {
    case .object(let existing): members = existing
    case .array(let elements):
      for (index, element) in elements.enumerated() where element != .null {
        members[String(index)] = element
      }
    default: break
    }
    let child = setting(members[first], Array(tokens.dropFirst()), to: newValue)
    members[first] = child == .object([:]) ? nil : child
    return StoreNormalForm.normalized(.object(members)) ?? .object([:])
  }
}
