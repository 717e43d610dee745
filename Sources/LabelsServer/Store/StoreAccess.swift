/// Who may read and write the store: the holder of its one token, sent as Firebase's REST API takes
/// each kind of credential (https://firebase.google.com/docs/database/rest/auth): a Google OAuth2
/// access token as `access_token=` or `Authorization: Bearer`, a legacy database secret as `auth=`.
/// One token serves every form, so a client's handling of each can be tested.
///
/// Without a token, reads are open and every write is refused. With one, every request needs it.
/// Refusals answer `401` with Firebase's bodies: `Permission denied` when no credential is sent,
/// `Could not parse auth token.` for a wrong `auth`, `Unauthorized request.` for a wrong access token.
///
/// With an App Check token, a project that enforces App Check
/// (https://firebase.google.com/docs/app-check/enable-enforcement): every request must also send it as
/// `X-Firebase-AppCheck`, or is refused `401` `Permission denied`, except one whose access token is the
/// store's token, as Firebase lets an administrator's credentials through without App Check. An app's
/// `auth=` (its user's ID token) is no such credential.
struct StoreAccess: Sendable {
  /// The token, or `nil` for a store that anyone reads and nobody writes.
  let token: String?
  /// The App Check token every request but an administrator's must send, or `nil`.
  var appCheckToken: String? = nil

  /// The `401` answer to `request`, or `nil` when it may go ahead.
  func refusal(of request: HTTPRequest, query: StoreQuery, writing: Bool) -> HTTPResponse? {
    if let refusal = credentialRefusal(of: request, query: query, writing: writing) { return refusal }
    guard let appCheckToken else { return nil }
    let bearer = request.header("Authorization").flatMap { field in
      field.hasPrefix("Bearer ") ? String(field.dropFirst("Bearer ".count)) : nil
    }
    let administrator = [query.accessToken, bearer].contains { sent in
      sent.map { token != nil && Self.same($0, token ?? "") } ?? false
    }
    guard administrator || request.header("X-Firebase-AppCheck").map({ Self.same($0, appCheckToken) }) == true
    else { return .error(status: 401, "Permission denied") }
    return nil
  }

  /// The `401` answer for the credentials `request` sends, or `nil` when they may go ahead.
  private func credentialRefusal(of request: HTTPRequest, query: StoreQuery, writing: Bool) -> HTTPResponse? {
    var presented: [(value: String, wrong: String)] = []
    if let auth = query.auth { presented.append((auth, "Could not parse auth token.")) }
    if let accessToken = query.accessToken { presented.append((accessToken, "Unauthorized request.")) }
    if let field = request.header("Authorization") {
      let bearer = field.hasPrefix("Bearer ") ? String(field.dropFirst("Bearer ".count)) : ""
      presented.append((bearer, "Unauthorized request."))
    }
    guard let token else {
      return writing ? .error(status: 401, "Permission denied") : nil
    }
    guard !presented.isEmpty else { return .error(status: 401, "Permission denied") }
    for credential in presented where !Self.same(credential.value, token) {
      return .error(status: 401, credential.wrong)
    }
    return nil
  }

  /// Whether two strings are the same bytes, compared in time that depends on their lengths only.
  private static func same(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.utf8)
    let right = Array(rhs.utf8)
    guard left.count == right.count else { return false }
    return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
