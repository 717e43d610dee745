import LabelsServer

/// Who may use a running studio: the person who opened the address it printed. The token in that
/// address is exchanged, at the first request, for a cookie the page cannot read (`HttpOnly`) and no
/// other site's request carries (`SameSite=Strict`); the redirect drops the token from the address.
/// Every request without the cookie (or the token) is refused, the page's own files included. A `Host`
/// other than the server's own is refused (DNS rebinding: a name of another site pointed at 127.0.0.1),
/// as is an `Origin` or `Sec-Fetch-Site` of another site.
package struct StudioSession: Sendable {
  /// The cookie's name.
  static let cookieName = "labels_studio"
  /// The secret of the printed address.
  let token: String
  /// The secret the cookie holds.
  let secret: String
  /// The port served, which `Host` and `Origin` must name.
  let port: UInt16

  /// A session with new random secrets.
  package init(port: UInt16, token: String = Self.randomSecret(), secret: String = Self.randomSecret()) {
    self.port = port
    self.token = token
    self.secret = secret
  }

  /// 32 random bytes in hex, from the system's generator.
  package static func randomSecret() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }

  /// The address to open.
  package var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

  /// The origins the page is served from.
  private var origins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

  /// What to do with a request.
  enum Verdict: Equatable {
    /// Serve it.
    case allowed
    /// Answer with this (a refusal, or the redirect that sets the cookie).
    case answer(HTTPResponse)
  }

  /// The verdict on `request`.
  func verdict(_ request: HTTPRequest) -> Verdict {
    guard let host = request.header("Host"), origins.contains("http://" + host.lowercased()) else {
      return .answer(
        Self.refusal(403, "this server answers only for 127.0.0.1:\(port) and localhost:\(port)"))
    }
    if let origin = request.header("Origin"), !origins.contains(origin.lowercased()) {
      return .answer(Self.refusal(403, "requests from another site are refused"))
    }
    if let site = request.header("Sec-Fetch-Site"), !["same-origin", "none"].contains(site.lowercased()) {
      return .answer(Self.refusal(403, "requests from another site are refused"))
    }
    if request.method == "GET", request.path == "/", let given = Self.query(request.target)["token"] {
      guard Self.same(given, token) else {
        return .answer(
          Self.refusal(401, "this address's token is not the one studio printed; open the address it printed")
        )
      }
      return .answer(
        HTTPResponse(
          status: 303,
          headers: [
            HTTPHeader("Location", "/"),
            HTTPHeader("Set-Cookie", "\(Self.cookieName)=\(secret); HttpOnly; SameSite=Strict; Path=/"),
          ] + Self.securityHeaders))
    }
    guard let cookie = Self.cookie(Self.cookieName, in: request), Self.same(cookie, secret) else {
      return .answer(
        Self.refusal(401, "open the address studio printed when it started (it holds the token)"))
    }
    return .allowed
  }

  /// What every answer carries: no script but the page's own, no framing, nothing cached or sniffed, no
  /// address sent to another site.
  static let securityHeaders = [
    HTTPHeader(
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"),
    HTTPHeader("X-Content-Type-Options", "nosniff"),
    HTTPHeader("X-Frame-Options", "DENY"),
    HTTPHeader("Referrer-Policy", "no-referrer"),
    HTTPHeader("Cache-Control", "no-store"),
  ]

  /// A refusal in plain text.
  static func refusal(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [HTTPHeader("Content-Type", "text/plain; charset=utf-8")] + securityHeaders,
      body: Array((message + "\n").utf8))
  }

  /// The query's parameters, percent-decoded (`+` as a space, as a form encodes it); the first of a
  /// name wins; a parameter that is not UTF-8 is left out.
  static func query(_ target: String) -> [String: String] {
    guard let question = target.firstIndex(of: "?") else { return [:] }
    var values: [String: String] = [:]
    for pair in target[target.index(after: question)...].split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decoded(parts[0]), let value = decoded(parts.count > 1 ? parts[1] : "") else {
        continue
      }
      if values[name] == nil { values[name] = value }
    }
    return values
  }

  private static func decoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard utf8.count >= 2, let high = hex(utf8.removeFirst()), let low = hex(utf8.removeFirst()) else {
          return nil
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The value of the cookie `name` the request sends.
  private static func cookie(_ name: String, in request: HTTPRequest) -> String? {
    for header in request.headers where header.name.lowercased() == "cookie" {
      for pair in header.value.split(separator: ";") {
        let parts = pair.drop(while: { $0 == " " }).split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0] == name { return String(parts[1]) }
      }
    }
    return nil
  }

  /// Whether two secrets are equal, compared in time that does not depend on where they differ.
  private static func same(_ given: String, _ secret: String) -> Bool {
    let lhs = Array(given.utf8)
    let rhs = Array(secret.utf8)
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
