import Foundation
import LabelsCore

/// The database named by `--database`: `https://<name>.firebaseio.com` (or a regional address), or
/// `http` on a loopback address for `serve` and tests. Its text, as printed, never has a query: the
/// address given may not carry one.
struct DatabaseAddress: Equatable, Sendable, CustomStringConvertible {
  /// The scheme, host, port and path, without a trailing `/`.
  let base: String

  /// Validates `--database`.
  /// - Throws: ``UsageError`` for an address that is not `https` (or `http` on loopback), has a query,
  ///   a fragment or user information.
  init(_ text: String, command: any RunnableCommand.Type) throws(UsageError) {
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else {
      throw UsageError(
        "--database must be the database's address, such as https://my-app-default-rtdb.firebaseio.com",
        command: command)
    }
    guard components.query == nil, components.fragment == nil, components.user == nil,
      components.password == nil
    else {
      throw UsageError(
        "--database must not carry a query, fragment or user; credentials come from LABELS_DATABASE_TOKEN "
          + "or LABELS_DATABASE_SECRET", command: command)
    }
    let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
    guard scheme == "https" || (scheme == "http" && loopback) else {
      throw UsageError(
        "--database must use https (http only on 127.0.0.1, ::1 or localhost): "
          + "\(scheme)://\(host)", command: command)
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    base = "\(scheme)://\(hostText)" + (components.port.map { ":\($0)" } ?? "") + path
  }

  /// The REST address of the node at `tokens`: each key percent-encoded, then `.json`.
  func url(of tokens: [String], query: [URLQueryItem]) -> URL? {
    let path = tokens.map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? $0
    }
    guard var components = URLComponents(string: base + "/" + path.joined(separator: "/") + ".json") else {
      return nil
    }
    if !query.isEmpty { components.queryItems = query }
    return components.url
  }

  var description: String { base }
}
