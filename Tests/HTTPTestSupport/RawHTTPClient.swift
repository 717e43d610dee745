import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client that sends bytes as they are to a port of 127.0.0.1 and reads the answer until the server
/// closes, so that tests send what no well-behaved client would (a control character in the request
/// line, `..`) and see every byte of the answer.
public enum RawHTTPClient {
  /// A socket connected to `port` of 127.0.0.1, reading with a 5-second limit.
  public static func connect(port: UInt16) throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EBADF) }
    var limit = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if canImport(Glibc)
          Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
          Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
    return descriptor
  }

  /// Sends `request` and returns every byte of the answer, as text.
  public static func exchange(_ request: String, port: UInt16) throws -> String {
    String(decoding: try exchange(Array(request.utf8), port: port), as: UTF8.self)
  }

  /// Sends `request` and returns every byte of the answer.
  public static func exchange(_ request: [UInt8], port: UInt16) throws -> [UInt8] {
    let descriptor = try connect(port: port)
    defer { close(descriptor) }
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      var noSignal: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
      let flags: Int32 = 0
    #endif
    // A server that refuses a head part-way closes before taking it all: the answer is read all the same.
    var sent = 0
    while sent < request.count {
      let count = request.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, $0.count - sent, flags) }
      guard count > 0 else { break }
      sent += count
    }
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += chunk[..<count]
    }
    return answer
  }
}
