import Foundation

extension URLQueryItem {
  /// The characters a query value keeps as they are: RFC 3986's unreserved ones. Every other character
  /// is percent-encoded, `+` and `&` included, so that a server that decodes the query as a form (`+` as
  /// a space) reads the value that was sent.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// `items` percent-encoded strictly, for `URLComponents.percentEncodedQueryItems`: the one encoding of
  /// a query the tool's store client and the app's fetcher send.
  package static func strictlyEncoded(_ items: [URLQueryItem]) -> [URLQueryItem] {
    items.map { item in
      URLQueryItem(
        name: item.name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? item.name,
        value: item.value.map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? $0 })
    }
  }
}
