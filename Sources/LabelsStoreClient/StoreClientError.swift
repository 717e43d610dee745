/// Why a request to the store failed: what kind of failure, for the caller to act on (the command line
/// maps each to an exit code and advice), and what happened, in a sentence without the credential or
/// an address's query.
package struct StoreClientError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of failure.
  package enum Kind: Equatable, Sendable {
    /// No address can be formed for the node.
    case unaddressable
    /// The store answered `429` or a `5xx` to every attempt.
    case overloaded
    /// The store could not be reached, or did not answer in time, at every attempt.
    case unreachable
    /// The store refused the credential (`401` or `403`); the status and the store's reason, escaped.
    case refused(status: Int, reason: String)
    /// The answer is larger than the client reads.
    case tooLarge
    /// The answer is not JSON.
    case notJSON
    /// The answer has no ETag although one was asked for.
    case noETag
    /// The store answered with a redirect, which is not followed.
    case redirected
    /// The store answered with another status no request expects.
    case rejected
  }

  /// The kind of failure.
  package let kind: Kind
  /// What happened, such as `the store answered HTTP 503 to GET https://x.firebaseio.com/a.json 4 times`.
  package let description: String

  /// A failure of `kind`, described by `description`.
  package init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}
