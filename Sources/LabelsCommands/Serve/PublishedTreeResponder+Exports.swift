import LabelsKit
import LabelsServer

extension PublishedTreeResponder {
  /// Answers with the tree `bundle` would upload from the export root `root`, read again for each
  /// request; `console` tells the lock's wait.
  init(root: String, environment: UploadEnvironment, console: Console) {
    self.init(environment: environment) { () throws(PublishedTreeUnreadable) in
      do throws(CommandFailure) {
        return try Self.lines(root: root, console: console)
      } catch {
        throw PublishedTreeUnreadable(error.diagnostics)
      }
    }
  }

  /// The lines of `root`, read under its lock, held shared (``FolderLock``) so that no version is seen
  /// half written, once the audit finds no problem.
  /// - Throws: ``CommandFailure`` when the root cannot be read, holds no version, fails the audit, or
  ///   its lines cannot be laid out.
  private static func lines(root: String, console: Console) throws(CommandFailure) -> MajorLinePublication {
    let lock: FolderLock?
    do throws(FileSystemError) {
      lock = try FolderLock.acquire(root, exclusive: false, console: console)
    } catch {
      throw CommandFailure(reading: error)
    }
    let published = try withExtendedLifetime(lock) { () throws(CommandFailure) in
      try PublishedLines.read(root)
    }
    guard published.audit.problems.isEmpty else {
      throw CommandFailure(.dataError, published.audit.problems.map { $0.diagnostic(root: root) })
    }
    return try PublishedLines.publication(of: published, root: root)
  }
}
