import LabelsCore
import LabelsKit

/// The project's review state file, `Defaults/LabelsReview.json`: read, brought up to date with the
/// defaults, and written back whole.
struct ReviewStateFile {
  /// The file as one read found it: a command that reads, judges and writes it reads it once.
  struct Snapshot {
    /// Its bytes; `nil` when there is no file.
    let bytes: [UInt8]?
    /// Its state; empty when there is no file.
    let state: ReviewState
  }

  /// Where the project's files are.
  let paths: ProjectPaths
  /// What the run reads, the file and the published baseline among it, each once.
  var inputs = InputFiles()

  /// The file read once; empty when it does not exist.
  /// - Throws: ``CommandFailure``: 65 when the file is malformed, 74 when it cannot be read.
  func snapshot() throws(CommandFailure) -> Snapshot {
    let path = paths.reviewFile
    let bytes: [UInt8]
    do {
      bytes = try inputs.bytes(path)
    } catch .notFound {
      return Snapshot(bytes: nil, state: .empty)
    } catch {
      throw CommandFailure(reading: error)
    }
    do {
      return Snapshot(bytes: bytes, state: try ReviewState(bytes: bytes))
    } catch {
      throw CommandFailure(.dataError, file: path, error.description)
    }
  }

  /// The committed state; empty when the file does not exist.
  /// - Throws: ``CommandFailure``: 65 when the file is malformed, 74 when it cannot be read.
  func read() throws(CommandFailure) -> ReviewState {
    try snapshot().state
  }

  /// The committed state brought up to date with `documents`, to be published at `version`: what still
  /// holds, and every translation whose base text changed since the newest version published under
  /// `exportRoot` marked as needing review.
  /// - Throws: ``CommandFailure`` when the file or the newest published version cannot be read (except
  ///   the current version's folder, which export rewrites: then only what still holds is kept).
  /// `committed` is the state to bring up to date, the file's unless given.
  func current(
    for documents: LocalizedDocuments, at version: SemanticVersion, exportRoot: String,
    committed: ReviewState? = nil
  ) throws(CommandFailure) -> ReviewState {
    let baseline = try PublishedBaseline.read(exportRoot: exportRoot, current: version, inputs: inputs)
    let state: ReviewState
    if let committed { state = committed } else { state = try read() }
    return ReleaseComparison(documents, against: baseline, committedReview: state).reviewState
  }

  /// Writes `state` when its bytes differ from the file's, in one step; an empty state over no file
  /// writes nothing.
  /// - Returns: whether the file was written.
  /// - Throws: ``CommandFailure`` (73 or 74) when it cannot be written.
  /// `snapshot` is the file as already read, whose bytes the state is compared with instead of reading
  /// it again.
  @discardableResult
  func write(_ state: ReviewState, over snapshot: Snapshot? = nil) throws(CommandFailure) -> Bool {
    var write = StagedWrite(journal: paths.writeJournal)
    guard try stage(state, into: &write, over: snapshot) else { return false }
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
  func stage(_ state: ReviewState, into write: inout StagedWrite, over snapshot: Snapshot? = nil)
    throws(CommandFailure) -> Bool
  {
    let path = paths.reviewFile
    let existing: [UInt8]?
    if let snapshot {
      existing = snapshot.bytes
    } else {
      do {
        existing = try inputs.bytes(path)
      } catch .notFound {
        existing = nil
      } catch {
        throw CommandFailure(reading: error)
      }
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
