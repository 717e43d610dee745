import Foundation

/// The databases of a store's folder, one per namespace, as the Firebase Emulator Suite keeps one per
/// `ns` that Google's SDKs send: a request without `ns` reads and writes `<folder>/data.json`, one with
/// `ns=NAME` `<folder>/namespaces/NAME/data.json`, a database of its own, opened (and locked) when first
/// named and kept open until the store stops.
final class StoreNamespaces: @unchecked Sendable {
  /// The most namespaces one store opens: a client cannot make it open folders without end.
  static let maximumCount = 64
  /// The folder, below the store's, that holds one folder per namespace.
  static let folderName = "namespaces"

  /// The store's folder.
  let folder: String
  /// The database of requests without `ns`.
  let unnamed: StoreDatabase
  private let lock = NSLock()
  // Guarded by `lock`.
  private var named: [String: StoreDatabase] = [:]
  private var isClosed = false

  /// Opens the store in `folder` (``StoreDatabase/init(folder:)``).
  /// - Throws: ``StoreError`` as ``StoreDatabase/init(folder:)`` does.
  init(folder: String) throws(StoreError) {
    self.folder = folder
    unnamed = try StoreDatabase(folder: folder)
  }

  /// The database of `namespace`, `nil` for the unnamed one; opened, and its folder made, when first
  /// named. The name must pass ``DatabaseNamespace/problem(_:)``.
  /// - Throws: ``StoreError``: the namespaces' folder is a link or no folder, too many are open, the
  ///   server stopped, or the namespace's data cannot be opened.
  func database(_ namespace: String?) throws(StoreError) -> StoreDatabase {
    guard let namespace else { return unnamed }
    lock.lock()
    defer { lock.unlock() }
    guard !isClosed else { throw .stopped(folder) }
    if let open = named[namespace] { return open }
    guard named.count < Self.maximumCount else { throw .tooManyNamespaces(folder, Self.maximumCount) }
    let parent = folder + "/" + Self.folderName
    try StoreDatabase.makeFolder(parent)
    let database = try StoreDatabase(folder: parent + "/" + namespace)
    named[namespace] = database
    return database
  }

  /// Closes every database, releasing their locks; a later request is answered as stopped.
  func close() {
    let open = lock.withLock {
      isClosed = true
      return Array(named.values)
    }
    for database in open { database.close() }
    unnamed.close()
  }
}
