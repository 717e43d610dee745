import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A server on loopback that answers at the socket level, to play a store that misbehaves: a body that
/// drips, a length it never sends, chunks without end. Each connection runs `behaviour` on a thread of
/// its own; the server counts the bytes it managed to send, and stops by itself after `lifetime` (long
/// enough that a test held back by a busy thread pool still finds it listening).
final class HostileServer: @unchecked Sendable {
  /// One accepted connection.
  final class Connection {
    fileprivate let socket: Int32
    fileprivate let server: HostileServer

    fileprivate init(socket: Int32, server: HostileServer) {
      self.socket = socket
      self.server = server
    }

    /// Reads the request up to its blank line, and returns it.
    func readRequestHead() -> String {
      var head: [UInt8] = []
      var byte: UInt8 = 0
      while head.count < 65536, recv(socket, &byte, 1, 0) == 1 {
        head.append(byte)
        if head.suffix(4) == Array("\r\n\r\n".utf8) { break }
      }
      return String(decoding: head, as: UTF8.self)
    }

    /// Sends all of `bytes`; `false` once the client has gone or the server is stopped.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
      guard !server.isStopped else { return false }
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes { buffer in
          sendBytes(socket, buffer.baseAddress, buffer.count)
        }
        guard sent > 0 else { return false }
        offset += sent
        server.count(sent)
      }
      return true
    }

    /// Sends text.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }
  }

  /// The port it listens on.
  let port: Int
  private let listener: Int32
  private let lock = NSLock()
  private var sent = 0
  private var stopped = false
  private var requests: [String] = []

  /// Starts a server whose every connection reads the request head, then runs `behaviour`.
  init(lifetime: TimeInterval = 300, _ behaviour: @escaping @Sendable (Connection) -> Void) throws {
    let listener = socket(AF_INET, Int32(socketStreamType), 0)
    guard listener >= 0 else { throw POSIXError(.EIO) }
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    port = Int(UInt16(bigEndian: address.sin_port))
    // The accept thread owns the listening socket and closes it when it ends: closed from another
    // thread, its descriptor could be reused by another test's socket while `accept` still uses it.
    Thread.detachNewThread { [self] in
      defer { close(listener) }
      while true {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { break }
        guard !isStopped else {
          close(client)
          break
        }
        Thread.detachNewThread { [self] in
          let connection = Connection(socket: client, server: self)
          let head = connection.readRequestHead()
          // A connection closed before a request (a client's spare one) is no request.
          if !head.isEmpty {
            lock.withLock { requests.append(head) }
            behaviour(connection)
          }
          close(client)
        }
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + lifetime) { [weak self] in self?.stop() }
  }

  deinit { stop() }

  /// The database address of this server.
  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The bytes sent so far, headers included.
  var bytesSent: Int { lock.withLock { sent } }

  /// The request heads received so far.
  var requestHeads: [String] { lock.withLock { requests } }

  /// Whether the server was stopped: behaviours end at their next send.
  var isStopped: Bool { lock.withLock { stopped } }

  /// Stops accepting and sending.
  func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    // Wakes the accept thread, which closes the socket.
    if first { shutdown(listener, Int32(SHUT_RDWR)) }
  }

  fileprivate func count(_ bytes: Int) {
    lock.withLock { sent += bytes }
  }
}

#if canImport(Glibc)
  private let socketStreamType = Int32(SOCK_STREAM.rawValue)
  private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
  }
#else
  private let socketStreamType = SOCK_STREAM
  private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.send(socket, bytes, count, 0)
  }
#endif
