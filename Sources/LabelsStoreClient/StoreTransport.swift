import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one request to the store and returns its answer: URLSession for a real store
/// (``HTTPStoreTransport``), a fake in the tests.
package protocol StoreTransport: Sendable {
  /// Sends `request`, ending within `timeout`, reading at most `limit` bytes of the body.
  func send(_ request: URLRequest, timeout: Duration, limit: Int) -> StoreExchange
}
