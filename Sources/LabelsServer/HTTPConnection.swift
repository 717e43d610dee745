import Foundation
import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One accepted connection of ``LoopbackHTTPServer``: reads a request's head and body within the time
/// limit, answers it with the handler (or `400` for a malformed head, `411` for a body without a
/// length, `413` for one over ``HTTPRequest/bodyLimit``), and closes.
struct HTTPConnection: Sendable {
  /// How long the client may take to send its head, and to take the answer.
  let timeout: Duration
  /// Called with one escaped line per request answered.
  let log: @Sendable (String) -> Void
  /// The answer to a well-formed request.
  let handler: @Sendable (HTTPRequest) -> HTTPResponse

  /// Serves the connection on `socket` and closes it.
  func serve(_ socket: Int32) {
    defer { close(socket) }
    #if canImport(Darwin)
      var noSignal: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    Self.setTimeout(socket, SO_RCVTIMEO, timeout)
    Self.setTimeout(socket, SO_SNDTIMEO, timeout)
    let deadline = ContinuousClock.now + timeout
    var head: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var length: Int?
    while length == nil {
      guard head.count <= HTTPRequest.headLimit else { break }
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      // A client that closed, failed or ran out of time is not answered.
      guard count > 0, ContinuousClock.now < deadline else { return }
      let scanned = max(0, head.count - 3)
      head += chunk[..<count]
      length = HTTPRequest.headLength(in: head, from: scanned)
    }
    var request: HTTPRequest
    let declared: Int
    do throws(HTTPRequestError) {
      guard let length, length <= HTTPRequest.headLimit else {
        throw HTTPRequestError("the request head is over \(HTTPRequest.headLimit) bytes")
      }
      request = try HTTPRequest.parse(head: Array(head[..<length]))
      declared = try request.declaredBodyLength()
      head.removeFirst(length)
    } catch {
      log(LogText.escaped("- - 400 (\(error.reason))"))
      finish(socket, sending: HTTPResponse.error(status: 400, "bad request: \(error.reason)"))
      return
    }
    if request.header("Transfer-Encoding") != nil {
      answer(
        request, .error(status: 411, "length required: send the body with a Content-Length"), on: socket)
      return
    }
    guard declared <= HTTPRequest.bodyLimit else {
      let message = "the body of \(declared) bytes is over this server's limit of \(HTTPRequest.bodyLimit)"
      answer(request, .error(status: 413, message), on: socket)
      return
    }
    // What followed the head is the start of the body.
    var body = head
    body.reserveCapacity(declared)
    while body.count < declared {
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0, ContinuousClock.now < deadline else { return }
      body += chunk[..<count]
    }
    request.body = Array(body.prefix(declared))
    answer(request, handler(request), on: socket)
  }

  /// Logs the answer to `request` and sends it, without its body for `HEAD`.
  private func answer(_ request: HTTPRequest, _ response: HTTPResponse, on socket: Int32) {
    log(LogText.escaped("\(request.method) \(request.loggedTarget) \(response.status)"))
    finish(socket, sending: response.serialized(includingBody: request.method != "HEAD"))
  }

  /// Sends a response to a request whose head could not be read, body included.
  private func finish(_ socket: Int32, sending response: HTTPResponse) {
    finish(socket, sending: response.serialized(includingBody: true))
  }

  /// Sends `bytes`, then closes the sending side and reads what the client still sends, for a while:
  /// closing a socket with unread bytes resets the connection, and the client may then lose the answer.
  private func finish(_ socket: Int32, sending bytes: [UInt8]) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { send(socket, $0.baseAddress! + sent, $0.count - sent, flags) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      sent += count
    }
    #if canImport(Glibc)
      shutdown(socket, Int32(SHUT_WR))
    #else
      shutdown(socket, SHUT_WR)
    #endif
    Self.setTimeout(socket, SO_RCVTIMEO, .seconds(1))
    var chunk = [UInt8](repeating: 0, count: 4096)
    var drained = 0
    while drained < 1 << 20 {
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      drained += count
    }
  }

  /// Sets a socket's receive or send time limit.
  private static func setTimeout(_ socket: Int32, _ option: Int32, _ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var limit = timeval()
    limit.tv_sec = .init(seconds)
    limit.tv_usec = .init(attoseconds / 1_000_000_000_000)
    setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
  }
}
