import LabelsCore

/// A response for ``LoopbackHTTPServer`` to send: its status, header fields and body.
///
/// The server adds `Content-Length` (the body's count; none for 1xx, 204 and 304), unless the header
/// fields already hold one, and `Connection: close`. A fault-injection test may so declare a longer body
/// than it sends, to make a truncated answer. The body of an answer to `HEAD` is not sent.
package struct HTTPResponse: Equatable, Sendable {
  /// The status code, such as 200.
  package var status: Int
  /// The header fields, in the order to send them.
  package var headers: [HTTPHeader]
  /// The body.
  package var body: [UInt8]

  /// A response with `status`, `headers` and `body`.
  package init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON response: `body` with `Content-Type: application/json; charset=utf-8`, then `headers`.
  package static func json(status: Int, _ body: [UInt8], headers: [HTTPHeader] = []) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [HTTPHeader("Content-Type", "application/json; charset=utf-8")] + headers,
      body: body)
  }

  /// An error as Firebase's REST API words one, `{"error": message}` in canonical JSON, with `status`.
  package static func error(status: Int, _ message: String, headers: [HTTPHeader] = []) -> HTTPResponse {
    json(status: status, CanonicalJSONWriter.bytes(.object(["error": .string(message)])), headers: headers)
  }

  /// The reason phrase of the status line: `Not Found` for 404, `Status` for a code it does not know.
  package var reason: String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 303: "See Other"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 411: "Length Required"
    case 412: "Precondition Failed"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  /// The bytes sent: the status line, the header fields with the server's own, the empty line, and the
  /// body unless `includingBody` is false (an answer to `HEAD`).
  package func serialized(includingBody: Bool) -> [UInt8] {
    var fields = headers
    let bodiless = (100..<200).contains(status) || status == 204 || status == 304
    if !bodiless, !headers.contains(where: { $0.name.lowercased() == "content-length" }) {
      fields.append(HTTPHeader("Content-Length", "\(body.count)"))
    }
    fields.append(HTTPHeader("Connection", "close"))
    var head = "HTTP/1.1 \(status) \(reason)\r\n"
    for field in fields { head += "\(field.name): \(field.value)\r\n" }
    head += "\r\n"
    return Array(head.utf8) + (includingBody && !bodiless ? body : [])
  }
}
