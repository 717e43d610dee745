import Foundation
import LabelsCoding
import LabelsCore

/// The address of a Realtime Database: `https://<name>.firebaseio.com` (or a regional address), or
/// `http` on a loopback address for `serve` and tests, where `?ns=<namespace>` may name one of the
/// emulator's databases as Google's SDKs name it (`http://127.0.0.1:9000?ns=my-app`). No other query,
/// fragment or user information is taken: a credential could hide there.
package struct DatabaseAddress: Equatable, Sendable, CustomStringConvertible {
  /// Why a text is not a database's address.
  package enum Problem: Error, Equatable, Sendable {
    /// Not an absolute address with a scheme and a host.
    case notAnAddress
    /// It carries a query (other than a loopback address's `ns`), a fragment or user information,
    /// where a credential could hide.
    case carriesCredentials
    /// Neither `https` nor `http` on a loopback host; the scheme and host.
    case insecure(scheme: String, host: String)
    /// Its `ns` is not a namespace; why (``DatabaseNamespace/problem(_:)``).
    case invalidNamespace(String)
  }

  /// The scheme, host, port and path, without a trailing `/`.
  package let base: String
  /// The emulator's namespace sent as `ns` with every request, or `nil`.
  package let namespace: String?

  /// Reads an address.
  /// - Throws: ``Problem`` for an address that is not `https` (or `http` on loopback), has a query
  ///   other than a loopback address's `ns`, a fragment or user information.
  package init(_ text: String) throws(Problem) {
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else { throw .notAnAddress }
    guard components.fragment == nil, components.user == nil, components.password == nil else {
      throw .carriesCredentials
    }
    let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
    guard scheme == "https" || (scheme == "http" && loopback) else {
      throw .insecure(scheme: scheme, host: host)
    }
    if let items = components.queryItems {
      guard scheme == "http", items.count == 1, items[0].name == "ns", let name = items[0].value else {
        throw .carriesCredentials
      }
      if let problem = DatabaseNamespace.problem(name) { throw .invalidNamespace(problem) }
      namespace = name
    } else {
      namespace = nil
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    base = "\(scheme)://\(hostText)" + (components.port.map { ":\($0)" } ?? "") + path
  }

  /// The REST address of the node at `tokens`: each key percent-encoded, then `.json`, with `query`
  /// (strictly percent-encoded) and the namespace.
  package func url(of tokens: [String], query: [URLQueryItem]) -> URL? {
    let path = tokens.map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? $0
    }
    guard var components = URLComponents(string: base + "/" + path.joined(separator: "/") + ".json") else {
      return nil
    }
    let items = query + (namespace.map { [URLQueryItem(name: "ns", value: $0)] } ?? [])
    if !items.isEmpty { components.percentEncodedQueryItems = URLQueryItem.strictlyEncoded(items) }
    return components.url
  }

  /// The address of the node at `tokens` for a message: the path, `.json`, and the namespace, never a
  /// credential.
  package func display(of tokens: [String]) -> String {
    base + "/" + tokens.joined(separator: "/") + ".json" + (namespace.map { "?ns=\($0)" } ?? "")
  }

  /// The address as `--database` takes it, without a trailing `/`.
  /// Whether the address is `http` on a loopback host: `serve --store`, whose own limits apply.
  package var isServed: Bool { base.hasPrefix("http://") }

  package var description: String { base + (namespace.map { "?ns=\($0)" } ?? "") }
}
