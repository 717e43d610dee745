#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The ``LabelLayout`` of every label struct type used so far, shared by all threads (export encodes
/// locales in parallel).
///
/// Every `encode(to:)`, `init(from:)` and `==` of a label struct looks its layout up here, so the lookup
/// is a plain mutex and a cast the type key already guarantees: a serial `DispatchQueue` and an `as!`
/// cost 6,800 instructions per lookup, 5 % of an export. Foundation's `NSLock` is not used because the
/// schema module must not import Foundation.
final class LabelLayoutCache: @unchecked Sendable {
  /// The one cache of the process.
  static let shared = LabelLayoutCache()

  /// A layout behind a class reference, so it can be stored untyped and cast back without a check.
  private final class Entry<Group: LabelGroup> {
    let layout: LabelLayout<Group>

    init(_ layout: LabelLayout<Group>) {
      self.layout = layout
    }
  }

  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var entries: [ObjectIdentifier: AnyObject] = [:]

  private init() {
    pthread_mutex_init(mutex, nil)
  }

  /// The cached layout of `group`, made with `make` the first time it is asked for.
  func layout<Group>(of group: Group.Type, make: () -> LabelLayout<Group>) -> LabelLayout<Group> {
    let key = ObjectIdentifier(group)
    pthread_mutex_lock(mutex)
    let cached = entries[key]
    pthread_mutex_unlock(mutex)
    // The entry under `ObjectIdentifier(Group.self)` is always an `Entry<Group>`.
    if let cached { return unsafeDowncast(cached, to: Entry<Group>.self).layout }
    // Made outside the lock: two threads may both make it, and the results are the same.
    let layout = make()
    pthread_mutex_lock(mutex)
    entries[key] = Entry(layout)
    pthread_mutex_unlock(mutex)
    return layout
  }
}
