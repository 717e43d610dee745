import Foundation

/// The credential sent to the store, as Firebase documents each
/// (https://firebase.google.com/docs/database/rest/auth): a Google OAuth2 access token as
/// `Authorization: Bearer`, a legacy database secret as the `auth` query parameter.
package enum StoreCredential: Equatable, Sendable {
  /// No credential: the rules must allow the access.
  case none
  /// A Google OAuth2 access token.
  case accessToken(String)
  /// A legacy database secret.
  case secret(String)

  /// The query items the credential adds to a request's address.
  package var queryItems: [URLQueryItem] {
    guard case .secret(let secret) = self else { return [] }
    return [URLQueryItem(name: "auth", value: secret)]
  }

  /// The header the credential adds to a request.
  package var authorization: String? {
    guard case .accessToken(let token) = self else { return nil }
    return "Bearer \(token)"
  }

  /// The secret text, so that a message can be scrubbed of it.
  package var secretText: String? {
    switch self {
    case .none: nil
    case .accessToken(let text), .secret(let text): text
    }
  }
}
