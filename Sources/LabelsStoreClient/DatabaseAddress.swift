import Foundation

/// The address of a Realtime Database: `https://<name>.firebaseio.com` (or a regional address), or
/// `http` on a loopback address for `serve` and tests. Its text, as printed, never has a query: the
/// address given may not carry one.
public struct DatabaseAddress: Equatable, Sendable, CustomStringConvertible {
  /// Why a text is not a database's address.
  public enum Problem: Error, Equatable, Sendable {
    /// Not an absolute address with a scheme and a host.
    case notAnAddress
    /// It carries a query, a fragment or user information, where a credential could hide.
    case carriesCredentials
    /// Neither `https` nor `http` on a loopback host; the scheme and host.
    case insecure(scheme: String, host: String)
  }

  /// The scheme, host, port and path, without a trailing `/`.
  public let base: String

  /// Reads an address.
  /// - Throws: ``Problem`` for an address that is not `https` (or `http` on loopback), has a query,
  ///   a fragment or user information.
  public init(_ text: String) throws(Problem) {
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else { throw .notAnAddress }
    guard components.query == nil, components.fragment == nil, components.user == nil,
      components.password == nil
    else { throw .carriesCredentials }
    let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
    guard scheme == "https" || (scheme == "http" && loopback) else {
      throw .insecure(scheme: scheme, host: host)
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    base = "\(scheme)://\(hostText)" + (components.port.map { ":\($0)" } ?? "") + path
  }

  /// The REST address of the node at `tokens`: each key percent-encoded, then `.json`.
  public func url(of tokens: [String], query: [URLQueryItem]) -> URL? {
    let path = tokens.map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? $0
    }
    guard var components = URLComponents(string: base + "/" + path.joined(separator: "/") + ".json") else {
      return nil
    }
    if !query.isEmpty { components.queryItems = query }
    return components.url
  }

  /// The address, without a trailing `/`.
  public var description: String { base }
}
