import Dispatch

/// Runs independent pieces of work, one per locale, on every core.
package enum ParallelWork {
  /// The results of `transform(0)` through `transform(count - 1)`, in order, computed concurrently.
  package static func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
    guard count > 1 else { return (0..<count).map(transform) }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = Slots(base: buffer.baseAddress)
      DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(transform(index), at: index)
      }
      initialized = count
    }
  }

  /// `transform` of the first and of the second half of `0..<count`, run on two cores, joined in order.
  package static func halves<Element: Sendable>(
    of count: Int, _ transform: @Sendable (Range<Int>) -> [Element]
  ) -> [Element] {
    Array(
      map(count: 2) { half in
        transform(half == 0 ? 0..<count / 2 : count / 2..<count)
      }.joined())
  }

  /// The uninitialised result buffer. Each iteration initialises its own element only, so the writes
  /// never overlap, which is what makes sharing the pointer safe.
  private struct Slots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>?

    func store(_ element: Element, at index: Int) {
      base?.advanced(by: index).initialize(to: element)
    }
  }
}
