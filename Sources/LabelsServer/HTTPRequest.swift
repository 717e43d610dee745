import LabelsCore

/// A request as ``LoopbackHTTPServer`` read it: its request line, header fields and body (the
/// `Content-Length` bytes after the head, at most ``bodyLimit``).
package struct HTTPRequest: Equatable, Sendable {
  /// The method, such as `GET`, as sent (methods are case-sensitive).
  package let method: String
  /// The request target as sent, such as `/production/v2/ru/labels.json?print=pretty`: a path starting
  /// with `/`, in visible ASCII only.
  package let target: String
  /// `HTTP/1.0` or `HTTP/1.1`.
  package let version: String
  /// The header fields, in the order sent.
  package let headers: [HTTPHeader]
  /// The body, empty when the request has none.
  package var body: [UInt8]

  /// The most a request's head may hold, request line and header fields with their line ends.
  package static let headLimit = 16 * 1024
  /// The most a request's body may hold: 32 MiB. A longer one is answered `413` unread.
  package static let bodyLimit = FirebaseLimits.maximumServeWriteBytes

  /// A request, as a test builds one.
  package init(
    method: String, target: String, version: String = "HTTP/1.1", headers: [HTTPHeader] = [],
    body: [UInt8] = []
  ) {
    self.method = method
    self.target = target
    self.version = version
    self.headers = headers
    self.body = body
  }

  /// The target's path: the target up to its first `?`.
  package var path: String {
    String(target.prefix { $0 != "?" })
  }

  /// The target as the server logs it: the value of each `auth`, `access_token` or `token` query
  /// parameter, which carries a credential (the store's, or the address `studio` prints), replaced by
  /// `REDACTED`.
  package var loggedTarget: String {
    guard let question = target.firstIndex(of: "?") else { return target }
    let parameters = target[target.index(after: question)...].split(
      separator: "&", omittingEmptySubsequences: false)
    let redacted = parameters.map { parameter in
      let name = parameter.prefix { $0 != "=" }
      return ["auth", "access_token", "token"].contains(name) ? name + "=REDACTED" : parameter
    }
    return target[..<question] + "?" + redacted.joined(separator: "&")
  }

  /// The value of the first field named `name`, compared without case, or `nil` when none is.
  package func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The length of the body the head declares: `Content-Length`, or 0 without one. (A body sent with
  /// `Transfer-Encoding` is not read: the server answers it `411`.)
  /// - Throws: ``HTTPRequestError`` for a `Content-Length` that is not a decimal number, or one given
  ///   twice with different values.
  package func declaredBodyLength() throws(HTTPRequestError) -> Int {
    let values = Set(headers.filter { $0.name.lowercased() == "content-length" }.map(\.value))
    guard let value = values.first else { return 0 }
    guard values.count == 1, !value.isEmpty, value.utf8.count <= 18,
      value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(value)
    else {
      throw HTTPRequestError("the Content-Length is not one decimal number of bytes")
    }
    return length
  }

  /// The number of bytes of `bytes` up to and including the empty line that ends a request's head
  /// (`\r\n\r\n`, or `\n\n` from a client that ends lines with a bare line feed), or `nil` when the head
  /// has not ended yet. Scanning starts at `start`, which may be where the previous scan stopped.
  package static func headLength(in bytes: [UInt8], from start: Int = 0) -> Int? {
    var index = max(start, 1)
    while index < bytes.count {
      if bytes[index] == lineFeed {
        if bytes[index - 1] == lineFeed { return index + 1 }
        if index >= 2, bytes[index - 1] == carriageReturn, bytes[index - 2] == lineFeed { return index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// Parses a request's head: the request line, the header fields and the empty line that ends them.
  /// - Throws: ``HTTPRequestError`` for a request line that is not `METHOD /path HTTP/1.x`, a target
  ///   or field holding a control character or a byte outside ASCII where none may be, a field without
  ///   a `:` or with a name that is not a token, a folded field line, or a head that does not end.
  package static func parse(head bytes: [UInt8]) throws(HTTPRequestError) -> HTTPRequest {
    var lines = bytes.split(separator: lineFeed, omittingEmptySubsequences: false).map { line in
      line.last == carriageReturn ? line.dropLast() : line
    }
    // The last element is what follows the last line feed: not a line, even when empty.
    guard let end = lines.dropLast().firstIndex(where: \.isEmpty) else {
      throw HTTPRequestError("the request head does not end with an empty line")
    }
    guard end > 0 else { throw HTTPRequestError("the request line is empty") }
    lines.removeSubrange(end...)
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: space, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw HTTPRequestError("the request line is not METHOD /path HTTP/1.1")
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    guard parts[0].allSatisfy(isTokenByte) else {
      throw HTTPRequestError("the method \(quoted(parts[0])) is not a token")
    }
    guard parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
      throw HTTPRequestError("the request target holds a control character or a byte outside ASCII")
    }
    let target = String(decoding: parts[1], as: UTF8.self)
    guard target.hasPrefix("/") else {
      // The query is not quoted: it may hold a credential (`?auth=...`).
      let beforeQuery = parts[1].prefix { $0 != UInt8(ascii: "?") }
      throw HTTPRequestError("the request target \(quoted(beforeQuery)) is not a path starting with /")
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      throw HTTPRequestError("the version \(quoted(parts[2])) is not HTTP/1.1 or HTTP/1.0")
    }
    var headers: [HTTPHeader] = []
    for line in lines {
      if line.first == space || line.first == tab {
        throw HTTPRequestError("a header line is folded onto the one before it")
      }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        // Only the line's first word is quoted: the rest may be a credential (`Authorization Bearer ...`).
        let word = line.prefix { $0 != space && $0 != tab }
        throw HTTPRequestError("the header line starting \(quoted(word)) has no ':'")
      }
      let name = line[..<colon]
      guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
        throw HTTPRequestError("the header name \(quoted(name)) is not a token")
      }
      let value = line[line.index(after: colon)...]
      guard value.allSatisfy({ $0 == tab || $0 >= space && $0 != 0x7F }) else {
        throw HTTPRequestError("the header \(quoted(name)) holds a control character")
      }
      let trimmed = value.drop { $0 == space || $0 == tab }.reversed().drop { $0 == space || $0 == tab }
      headers.append(
        HTTPHeader(String(decoding: name, as: UTF8.self), String(decoding: trimmed.reversed(), as: UTF8.self))
      )
    }
    return HTTPRequest(method: method, target: target, version: version, headers: headers)
  }

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  /// Whether a byte may be in a token (RFC 9110 section 5.6.2): a method or a field name.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  /// Bytes of the request quoted for a message: at most 40 of them, each control character and byte
  /// outside ASCII escaped by ``LogText`` where the server logs it.
  private static func quoted(_ bytes: some Collection<UInt8>) -> String {
    let text = String(decoding: bytes.prefix(40), as: UTF8.self)
    return "'\(text)\(bytes.count > 40 ? "..." : "")'"
  }
}
