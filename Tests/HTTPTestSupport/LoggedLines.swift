import Foundation

/// Lines a server's connection threads log, kept in order, for a test to compare.
public final class LoggedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []

  /// No lines yet.
  public init() {}

  /// Keeps `line`; called from any thread.
  public func append(_ line: String) {
    lock.withLock { kept.append(line) }
  }

  /// The lines kept so far.
  public var lines: [String] {
    lock.withLock { kept }
  }
}
