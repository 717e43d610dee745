/// Why the head of a request is not one ``LoopbackHTTPServer`` answers: the server answers `400 Bad
/// Request` with this reason and closes the connection.
package struct HTTPRequestError: Error, Equatable, Sendable {
  /// What is wrong, as a lowercase sentence, such as `the request line is not METHOD /path HTTP/1.1`.
  package let reason: String

  /// The error for `reason`.
  package init(_ reason: String) {
    self.reason = reason
  }
}
