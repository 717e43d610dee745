import Dispatch

/// The ``LabelLayout`` of every label struct type used so far, shared by all threads (export encodes
/// locales in parallel).
///
/// Guarded by a serial queue rather than Foundation's `NSLock`: importing Foundation into the schema
/// module made every compile job of a clean build of a large schema load it (see README "Large catalogs").
final class LabelLayoutCache: @unchecked Sendable {
  /// The one cache of the process.
  static let shared = LabelLayoutCache()

  private let queue = DispatchQueue(label: "Labels.LabelLayoutCache")
  private var layouts: [ObjectIdentifier: any Sendable] = [:]

  /// The cached layout of `group`, made with `make` the first time it is asked for.
  func layout<Group>(of group: Group.Type, make: () -> LabelLayout<Group>) -> LabelLayout<Group> {
    let key = ObjectIdentifier(group)
    if let layout = queue.sync(execute: { layouts[key] }) {
      return layout as! LabelLayout<Group>
    }
    // Made outside the queue: two threads may both make it, and the results are the same.
    let layout = make()
    queue.sync { layouts[key] = layout }
    return layout
  }
}
