import Foundation
import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (never another interface) that answers each request with a
/// handler: `serve` answers with the published tree, and tests with any answer they script.
///
/// It starts listening in its initialiser and accepts in the background until ``stop()``; each
/// connection is read on a thread of its own, one request per connection, with a time limit on reading
/// and writing, so a slow client holds up only itself. A head that is malformed or over
/// ``HTTPRequest/headLimit`` is answered `400` without calling the handler. Every answer ends with
/// `Connection: close`.
///
/// ```swift
/// let server = try LoopbackHTTPServer(port: 0) { request in
///   HTTPResponse(status: 401)
/// }
/// // GET http://127.0.0.1:\(server.port)/...
/// server.stop()
/// ```
package final class LoopbackHTTPServer: @unchecked Sendable {
  /// The port listened on: the one asked for, or the one the system picked for port 0.
  package let port: UInt16
  private let listener: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let acceptLoopDone = DispatchSemaphore(value: 0)
  private let stopping = NSLock()
  // Guarded by `stopping`.
  private var isStopped = false

  /// Starts listening on `port` of 127.0.0.1 (0 for a free port the system picks) and accepting in
  /// the background.
  /// - Parameters:
  ///   - timeout: how long a connection may take to send its head, and to take the answer; a
  ///     connection that does not is closed unanswered.
  ///   - log: called with one line per request answered, `GET /path 200`, its text escaped by
  ///     ``LogText``; from the connection's thread.
  ///   - handler: the answer to a well-formed request; called on the connection's thread, so it may
  ///     take its time (to script a slow answer) without holding up other connections.
  /// - Throws: ``LoopbackServerError``: ``LoopbackServerError/portInUse(_:)`` when another program
  ///   listens on the port, else the socket call that failed.
  package init(
    port requested: UInt16, timeout: Duration = .seconds(10),
    log: @escaping @Sendable (String) -> Void = { _ in },
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(LoopbackServerError) {
    func failure(_ call: String) -> LoopbackServerError {
      errno == EADDRINUSE ? .portInUse(requested) : .socketFailed(call: call, port: requested, errno: errno)
    }
    #if canImport(Glibc)
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let listener = socket(AF_INET, SOCK_STREAM, 0)
      if listener >= 0 { _ = fcntl(listener, F_SETFD, FD_CLOEXEC) }
    #endif
    guard listener >= 0 else { throw failure("socket") }
    var reuse: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = requested.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var wake: [Int32] = [-1, -1]
    guard bound == 0 else {
      let error = failure("bind")
      close(listener)
      throw error
    }
    guard listen(listener, 64) == 0 else {
      let error = failure("listen")
      close(listener)
      throw error
    }
    guard pipe(&wake) == 0 else {
      let error = failure("pipe")
      close(listener)
      throw error
    }
    for descriptor in wake { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.port = UInt16(bigEndian: address.sin_port)
    self.listener = listener
    wakeRead = wake[0]
    wakeWrite = wake[1]
    let connection = HTTPConnection(timeout: timeout, log: log, handler: handler)
    Thread.detachNewThread { [wakeRead = wake[0], acceptLoopDone] in
      Self.acceptLoop(listener, wake: wakeRead, connection: connection)
      acceptLoopDone.signal()
    }
  }

  deinit {
    stop()
  }

  /// Stops accepting and closes the listening socket; returns once no new connection can be accepted.
  /// Connections already accepted are answered. Calling it again does nothing.
  package func stop() {
    stopping.lock()
    defer { stopping.unlock() }
    guard !isStopped else { return }
    isStopped = true
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    // The loop's thread is the last to use the descriptors: they are closed once it has returned.
    acceptLoopDone.wait()
    close(listener)
    close(wakeRead)
    close(wakeWrite)
  }

  /// Accepts connections until a byte arrives on `wake`, serving each on a thread of its own.
  private static func acceptLoop(_ listener: Int32, wake: Int32, connection: HTTPConnection) {
    var descriptors = [
      pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&descriptors, 2, -1)
      if ready < 0, errno == EINTR { continue }
      if descriptors[1].revents != 0 {
        var byte: UInt8 = 0
        _ = read(wake, &byte, 1)
        return
      }
      guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      Thread.detachNewThread { connection.serve(client) }
    }
  }
}
