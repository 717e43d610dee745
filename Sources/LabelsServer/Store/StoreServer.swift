import Foundation

/// A store that answers as Firebase Realtime Database's REST API does, on 127.0.0.1, over a folder that
/// keeps its data across restarts: what `serve --store` runs, and what tests start on a free port.
///
/// ```swift
/// let store = try StoreServer.temporary(token: "test-token")
/// // PUT \(store.baseURL)/staging/v1/en/labels.json?access_token=test-token
/// store.stop()  // and removes the temporary folder
/// ```
package final class StoreServer: Sendable {
  /// The port listened on.
  package let port: UInt16
  /// The database URL a client is given: `http://127.0.0.1:<port>`.
  package let baseURL: URL
  /// The folder the data is kept in.
  package let folder: String
  private let server: LoopbackHTTPServer
  private let databases: StoreNamespaces
  private let removesFolder: Bool

  /// Opens the store in `folder` (created when it does not exist; locked while served) and starts
  /// answering on `port` of 127.0.0.1 (0 for a free one the system picks).
  /// - Parameters:
  ///   - token: the one credential that reads and writes; `nil` for a store that anyone reads and
  ///     nobody writes.
  ///   - appCheckToken: the App Check token every request must send as `X-Firebase-AppCheck`, but one
  ///     with the token as an access token (an administrator's, as Firebase exempts it); `nil` for none.
  ///   - timeout: how long a connection may take to send its request and take the answer.
  ///   - log: called with one line per request answered, its credentials redacted.
  /// - Throws: ``StoreServerError``: the folder cannot be served, or the port cannot be listened on.
  package convenience init(
    folder: String, token: String?, appCheckToken: String? = nil, port: UInt16 = 0,
    timeout: Duration = .seconds(10), log: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(StoreServerError) {
    try self.init(
      folder: folder, token: token, appCheckToken: appCheckToken, port: port, timeout: timeout, log: log,
      removesFolder: false)
  }

  /// A store over a new, empty folder in the temporary directory, on a free port, which ``stop()``
  /// removes: what a test starts, writes to and reads from.
  /// - Throws: ``StoreServerError``: the folder or the port cannot be had.
  package static func temporary(token: String?, appCheckToken: String? = nil) throws(StoreServerError)
    -> StoreServer
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "labels-store-\(UUID().uuidString)"
    ).path
    return try StoreServer(
      folder: folder, token: token, appCheckToken: appCheckToken, port: 0, timeout: .seconds(10),
      log: { _ in },
      removesFolder: true)
  }

  private init(
    folder: String, token: String?, appCheckToken: String?, port: UInt16, timeout: Duration,
    log: @escaping @Sendable (String) -> Void,
    removesFolder: Bool
  ) throws(StoreServerError) {
    self.removesFolder = removesFolder
    do {
      databases = try StoreNamespaces(folder: folder)
    } catch {
      throw .store(error)
    }
    let responder = StoreResponder(
      databases: databases, access: StoreAccess(token: token, appCheckToken: appCheckToken))
    do {
      server = try LoopbackHTTPServer(port: port, timeout: timeout, log: log, handler: responder.respond)
    } catch {
      throw .listening(error)
    }
    self.folder = folder
    self.port = server.port
    // The host and port always make a valid URL.
    baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
  }

  /// Stops accepting requests and releases the folder, so that another server may open it (or removes
  /// it, for a ``temporary(token:appCheckToken:)`` store); a write still in flight is answered `503` and not kept.
  /// Calling it again does nothing.
  package func stop() {
    server.stop()
    databases.close()
    if removesFolder { try? FileManager.default.removeItem(atPath: folder) }
  }
}
