#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``LoopbackHTTPServer`` could not start listening.
package enum LoopbackServerError: Error, Equatable, CustomStringConvertible {
  /// Another program listens on the port of 127.0.0.1.
  case portInUse(UInt16)
  /// A socket call failed: the call, the port and the `errno`.
  case socketFailed(call: String, port: UInt16, errno: Int32)

  /// A lowercase sentence naming the port and the cause.
  package var description: String {
    switch self {
    case .portInUse(let port):
      "port \(port) of 127.0.0.1 is in use by another program"
    case .socketFailed(let call, let port, let code):
      "cannot listen on port \(port) of 127.0.0.1: \(call) failed: \(String(cString: strerror(code)))"
    }
  }
}
