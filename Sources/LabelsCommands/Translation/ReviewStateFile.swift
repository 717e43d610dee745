import LabelsCore
import LabelsKit

/// The project's review state file, `Defaults/LabelsReview.json`: read, brought up to date with the
/// defaults, and written back whole.
struct ReviewStateFile {
  /// Where the project's files are.
  let paths: ProjectPaths

  /// The committed state; empty when the file does not exist.
  /// - Throws: ``CommandFailure``: 65 when the file is malformed, 74 when it cannot be read.
  func read() throws(CommandFailure) -> ReviewState {
    let path = paths.reviewFile
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(path)
    } catch .notFound {
      return .empty
    } catch {
      throw CommandFailure(reading: error)
    }
    do {
      return try ReviewState(bytes: bytes)
    } catch {
      throw CommandFailure(.dataError, file: path, error.description)
    }
  }

  /// The committed state brought up to date with `documents`, to be published at `version`: what still
  /// holds, and every translation whose base text changed since the newest version published under
  /// `exportRoot` marked as needing review.
  /// - Throws: ``CommandFailure`` when the file or the newest published version cannot be read (except
  ///   the current version's folder, which export rewrites: then only what still holds is kept).
  func current(for documents: LocalizedDocuments, at version: SemanticVersion, exportRoot: String)
    throws(CommandFailure) -> ReviewState
  {
    let baseline = try PublishedBaseline.read(exportRoot: exportRoot, current: version)
    return ReleaseComparison(documents, against: baseline).reviewState(try read(), publishing: documents)
  }

  /// Writes `state` when its bytes differ from the file's, in one step; an empty state over no file
  /// writes nothing.
  /// - Returns: whether the file was written.
  /// - Throws: ``CommandFailure`` (73 or 74) when it cannot be written.
  @discardableResult
  func write(_ state: ReviewState) throws(CommandFailure) -> Bool {
    var write = StagedWrite(journal: paths.writeJournal)
    guard try stage(state, into: &write) else { return false }
    do {
      try write.commit()
    } catch {
      throw CommandFailure(writing: error)
    }
    return true
  }

  /// Adds `state` to `write` when its bytes differ from the file's; an empty state over no file adds
  /// nothing.
  /// - Returns: whether it was added.
  /// - Throws: ``CommandFailure``: 73 when the defaults' folder cannot be made, 65, 66 or 74 when the
  ///   file is there but cannot be read.
  @discardableResult
  func stage(_ state: ReviewState, into write: inout StagedWrite) throws(CommandFailure) -> Bool {
    let path = paths.reviewFile
    let existing: [UInt8]?
    do {
      existing = try FileSystem.readFile(path)
    } catch .notFound {
      existing = nil
    } catch {
      throw CommandFailure(reading: error)
    }
    guard let bytes = state.bytes(over: existing) else { return false }
    do {
      // The defaults folder, never a link out of the project.
      try FileSystem.createDirectory("Defaults", below: paths.root.isEmpty ? "." : paths.root)
    } catch {
      throw CommandFailure(writing: error)
    }
    write.add(path, bytes)
    return true
  }
}
