/// How one request to the store ended.
package enum StoreExchange: Equatable, Sendable {
  /// The store answered: the status, the header fields by lowercase name, and the body.
  case answered(status: Int, headers: [String: String], body: [UInt8])
  /// The body passed the limit; the bytes announced or received.
  case tooLarge(Int)
  /// No answer within the timeout.
  case timedOut
  /// The store could not be reached, or the connection broke; the reason.
  case unreachable(String)
}
