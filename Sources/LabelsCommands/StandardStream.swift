import Foundation

/// stdout or stderr, written with `write(2)` so that a failed write (a full disk, `/dev/full`, a closed
/// pipe) is an error the command line reports with exit 74, not a crash.
///
/// After the first failure, later writes are dropped: a report with a hole in it is worse than none.
final class StandardStream: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var failure: Int32?

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The `errno` of the first write that failed, or `nil`.
  var error: Int32? {
    lock.withLock { failure }
  }

  /// Writes every byte, unless an earlier write failed.
  func write(_ bytes: [UInt8]) {
    lock.withLock {
      guard failure == nil else { return }
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeBytes {
          Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written)
        }
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        written += count
      }
    }
  }
}
