import LabelsCore

/// What `rollout`, `promote`, `rollback`, `halt` or `resume` does to the lines of an environment, decided
/// from one read of them and of the publication record before anything is written: a ``LineStep`` per
/// line, then the record, written last.
///
/// `rollout`, `promote` and `rollback` act on the lines that have a staged release when one has; a
/// `rollback` with none staged anywhere returns every line to the release before. Each line is one
/// conditional write; the lines are not atomic together, and the record is written after the last.
package struct ReleasePlan: Equatable, Sendable {
  /// The command.
  package let command: LineCommand
  /// The environment.
  package let environment: UploadEnvironment
  /// What the command does to each line, in ascending order of major.
  package let steps: [LineStep]
  /// The record as read, or `nil` when the environment has none.
  package let recordRead: PublicationRecord?
  /// The record's node as read.
  package let recordNode: StoreNode

  /// Plans `command` over `lines` (each read beside the record, with the ETag it was read with); with
  /// `discarding`, over edits made in the store.
  package init(
    _ command: LineCommand, environment: UploadEnvironment, lines: [(reading: LineReading, etag: String)],
    record: PublicationRecord?, recordNode: StoreNode, discarding: Bool
  ) {
    self.command = command
    self.environment = environment
    recordRead = record
    self.recordNode = recordNode
    let staged = Set(
      lines.compactMap { line in
        (try? line.reading.control())?.flatMap { $0.staged == nil ? nil : line.reading.key }
      })
    let selective = command == .promote || command == .rollback || Self.isRollout(command)
    steps = lines.map { line in
      // A line an interrupted run of the command already changed is still given it, to complete its record.
      if selective, !staged.isEmpty, !staged.contains(line.reading.key),
        line.reading.interruptedCommand == nil
      {
        return LineStep(
          keeping: line.reading.key, etag: line.etag, summary: "has no staged release; left as it is")
      }
      return LineStep(command, reading: line.reading, etag: line.etag, discarding: discarding)
    }
  }

  private static func isRollout(_ command: LineCommand) -> Bool {
    if case .rollout = command { true } else { false }
  }

  /// The first refusal: when a line refuses, nothing is written.
  package var refusal: Diagnostic? {
    steps.lazy.compactMap { $0.refusal(environment: self.environment) }.first
  }

  /// The lines to write, in ascending order of major, each whole and if its node is still as read.
  package var writes: [PublicationPlan.Write] {
    steps.compactMap { step in
      guard step.action == .write, let line = step.line else { return nil }
      return PublicationPlan.Write(
        key: step.key, tokens: [environment.rawValue, step.key], value: line, ifMatch: step.ifMatch)
    }
  }

  /// What each line's step says: `/production/v1: staged 1.3.0 (commit 0a1b2c3): 10 % → 50 % of installs`.
  package func report(_ step: LineStep) -> String {
    "/\(environment)/\(step.key): \(step.summary)"
  }

  /// The record after the command: each line's new entry over the one read.
  package var record: PublicationRecord {
    var lines = recordRead?.lines ?? [:]
    for step in steps { if let entry = step.entry { lines[step.key] = entry } }
    return PublicationRecord(lines: lines)
  }

  /// The write of the record, last and conditional; `nil` when it does not change.
  package var recordWrite: PublicationPlan.Write? {
    let record = record
    guard record != recordRead else { return nil }
    return PublicationPlan.Write(
      key: PublicationRecord.key, tokens: [environment.rawValue, PublicationRecord.key], value: record.json,
      ifMatch: recordNode.etag)
  }

  /// The error for the line of `write` changed in the store after it was read (`now` is what it holds),
  /// with the lines written before it, which are whole.
  package func conflict(
    _ write: PublicationPlan.Write, read: JSONValue?, now: JSONValue?, writtenBefore: [String]
  )
    -> Diagnostic
  {
    Diagnostic(
      .error,
      "/\(environment)/\(write.key) was changed in the store during '\(command.name)'; it was not written"
        + (writtenBefore.isEmpty
          ? "" : " (written before it, whole: \(writtenBefore.joined(separator: ", ")); the record was not)"),
      fix: "run 'LabelsParser status' to see the change, then run '\(command.name)' again",
      notes: LineReading.edits(from: LineDocument(node: read), to: LineDocument(node: now), line: write.key)
        .map(\.text))
  }

  /// The error when the record changed after it was read.
  package var recordConflict: Diagnostic {
    Diagnostic(
      .error,
      "the record /\(environment)/\(PublicationRecord.key) was changed by another command during "
        + "'\(command.name)'; every line written is whole",
      fix: "run 'LabelsParser status', then run '\(command.name)' again to complete the record")
  }
}
