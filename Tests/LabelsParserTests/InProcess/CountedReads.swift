import Foundation

@testable import LabelsCommands

/// The files a command's run reads from the file system, counted by path: a run given ``inputs`` reads
/// through it, so a test sees what reached the disk and how often.
final class CountedReads: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// The run's files, each read counted before it goes to the file system.
  var inputs: InputFiles {
    InputFiles { [self] path, limit throws(FileSystemError) in
      lock.withLock { counts[path, default: 0] += 1 }
      return try FileSystem.readFile(path, limit: limit)
    }
  }

  /// How often the file at `path` was read.
  func count(_ path: String) -> Int {
    lock.withLock { counts[path] ?? 0 }
  }

  /// Every path read more than once.
  var readAgain: [String] {
    lock.withLock { counts.filter { $0.value > 1 }.keys.sorted() }
  }

  /// Forgets what was counted.
  func reset() {
    lock.withLock { counts = [:] }
  }
}
