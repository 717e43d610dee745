import Foundation
import LabelsKit

/// A project's catalog, built the first time a command asks for it: the defaults of every locale are
/// static values the runtime instantiates on first use, which costs time in proportion to the schema,
/// and a command that compares two files, formats one or prints its help never needs them.
final class LazyCatalog<Labels: Codable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var build: (@Sendable () -> Result<Catalog<Labels>, CatalogError>)?
  private var built: Result<Catalog<Labels>, CatalogError>?

  /// A catalog that `build` makes when it is first asked for, once.
  init(_ build: @escaping @Sendable () -> Result<Catalog<Labels>, CatalogError>) {
    self.build = build
  }

  /// The catalog, or why it is invalid.
  func get() -> Result<Catalog<Labels>, CatalogError> {
    lock.withLock {
      if let built { return built }
      let result = build!()
      built = result
      build = nil
      return result
    }
  }
}
