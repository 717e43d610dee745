import Foundation

/// The ``LabelLayout`` of every label struct type used so far, shared by all threads (export encodes
/// locales in parallel).
final class LabelLayoutCache: @unchecked Sendable {
  /// The one cache of the process.
  static let shared = LabelLayoutCache()

  private let lock = NSLock()
  private var layouts: [ObjectIdentifier: any Sendable] = [:]

  /// The cached layout of `group`, made with `make` the first time it is asked for.
  func layout<Group>(of group: Group.Type, make: () -> LabelLayout<Group>) -> LabelLayout<Group> {
    let key = ObjectIdentifier(group)
    if let layout = lock.withLock({ layouts[key] }) {
      return layout as! LabelLayout<Group>
    }
    // Made outside the lock: two threads may both make it, and the results are the same.
    let layout = make()
    lock.withLock { layouts[key] = layout }
    return layout
  }
}
