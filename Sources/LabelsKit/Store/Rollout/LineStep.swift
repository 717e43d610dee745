import LabelsCore

/// What one command does to one major line, decided from the line as read (``LineReading``) before
/// anything is written: the whole line to write with the ETag it was read with, the record's new entry,
/// and what it says; or why nothing is written.
///
/// The command applies to the line as stored, so an edit made in the store is carried into what is
/// written, and to the line as recorded, which becomes the record's: the edit stays an edit that
/// `status` reports and `pull` takes. The line written carries the seal of the recorded line, so a
/// line without edits reads as the tool's, and one with edits does not.
package struct LineStep: Equatable, Sendable {
  /// What the step does.
  package enum Action: Equatable, Sendable {
    /// Writes ``LineStep/line`` and records ``LineStep/entry``.
    case write
    /// Writes nothing to the line; records ``LineStep/entry`` when it is not `nil` (a line whose record
    /// an interrupted command did not write).
    case keep
    /// Writes nothing: the command cannot apply to the line.
    case refuse(fix: String)
  }

  /// The line's key, `v1`.
  package let key: String
  /// What the step does.
  package let action: Action
  /// The whole line to write, in ``StoreNormalForm``; `nil` unless ``action`` is ``Action/write``.
  package let line: JSONValue?
  /// The ETag the line was read with, which the write names in `if-match`.
  package let ifMatch: String
  /// The record's new entry for the line, or `nil` when it does not change.
  package let entry: PublicationRecord.Entry?
  /// What the step did or why it did nothing, in a few words.
  package let summary: String

  /// Decides what `command` does to the line of `reading`, read as `node`; with `discarding`, edits made
  /// in the store may be dropped.
  package init(_ command: LineCommand, reading: LineReading, etag: String, discarding: Bool) {
    let key = reading.key
    var storeBase = reading.store
    var recordBase = reading.recorded ?? LineDocument(node: nil)
    var recordControl = reading.recordedControl()
    var storeControl: LineControl?
    do throws(StoreRecordError) {
      storeControl = try reading.control() ?? Self.adopted(reading.store, by: command)
    } catch  where discarding {
      storeControl = recordControl
      storeBase = recordBase
    } catch {
      self.init(
        key: key, etag: etag,
        refusal: "has a control document (\(LineControl.key)) that cannot be read at '\(error.pointer)'",
        fix: "correct it in the store, or run the command with --discard-store-edits to write it anew")
      return
    }
    switch reading.standing {
    case .empty, .clean:
      break
    case .foreign:
      guard case .publish = command, discarding else {
        self.init(
          key: key, etag: etag, refusal: "holds a line this tool has no record of writing",
          fix: "see it with 'LabelsParser status'; publish with --discard-store-edits to replace it")
        return
      }
      storeBase = LineDocument(node: nil)
      recordBase = storeBase
      recordControl = nil
    case .recordBehind(let interrupted):
      // The tool wrote the line: the record takes it as it stands.
      recordBase = storeBase
      recordControl = storeControl
      if interrupted == command.name, !command.isRepeatable {
        self.init(
          key: key, action: .keep, line: nil, etag: etag,
          entry: Self.entry(recording: storeBase, control: storeControl, over: reading.entry),
          summary: "completed the record of the '\(interrupted)' that stopped before writing it")
        return
      }
    case .edited where Self.holdsPulledEdits(reading, tree: command.publishedTree):
      // The repository took the edits: publishing goes on from the line as this tool wrote it.
      storeBase = recordBase
      storeControl = recordControl
    case .edited where discarding:
      recordBase = storeBase
      recordControl = storeControl
    case .edited:
      if let dropped = Self.droppedTree(by: command, control: storeControl, key: key),
        reading.edits.contains(where: { $0.line == dropped })
      {
        self.init(
          key: key, etag: etag,
          refusal: "\(dropped) was edited in the store since it was written, and '\(command.name)' would "
            + "drop it",
          fix: "see the edits with 'LabelsParser status' and take them with 'LabelsParser pull', or run "
            + "the command with --discard-store-edits")
        return
      }
    }
    let stored = command.apply(to: storeBase, control: storeControl)
    let recorded = command.apply(to: recordBase, control: recordControl)
    if case .refused(let reason, let fix) = stored {
      self.init(key: key, etag: etag, refusal: reason, fix: fix)
      return
    }
    let newRecord: LineDocument
    if case .changed(let line, _) = recorded { newRecord = line } else { newRecord = recordBase }
    let seal = newRecord.seal
    var newStore: LineDocument
    if case .changed(let line, _) = stored { newStore = line } else { newStore = storeBase }
    if case .changed = stored { newStore = newStore.sealed(with: seal) }
    if newStore.seal == seal { newStore = newStore.sealed(with: seal) }
    let sealedRecord = newRecord.sealed(with: seal)
    let entry =
      sealedRecord == reading.recorded
      ? nil
      : Self.entry(
        recording: sealedRecord, control: (try? sealedRecord.control()) ?? recordControl, over: reading.entry)
    let summary: String
    switch stored {
    case .changed(_, let text): summary = text
    case .unchanged(let text): summary = text
    case .refused(let text, _): summary = text
    }
    self.init(
      key: key, action: newStore == reading.store ? .keep : .write,
      line: newStore == reading.store ? nil : newStore.json, etag: etag, entry: entry, summary: summary)
  }

  /// The error of a step that refuses, naming the line; `nil` for any other.
  package func refusal(environment: UploadEnvironment) -> Diagnostic? {
    guard case .refuse(let fix) = action else { return nil }
    return Diagnostic(.error, "/\(environment)/\(key) \(summary); nothing was written", fix: fix)
  }

  /// A step that leaves the line `key` as it is, saying `summary`.
  package init(keeping key: String, etag: String, summary: String) {
    self.init(key: key, action: .keep, line: nil, etag: etag, entry: nil, summary: summary)
  }

  private init(
    key: String, action: Action, line: JSONValue?, etag: String, entry: PublicationRecord.Entry?,
    summary: String
  ) {
    self.key = key
    self.action = action
    self.line = line
    ifMatch = etag
    self.entry = entry
    self.summary = summary
  }

  private init(key: String, etag: String, refusal: String, fix: String) {
    self.init(key: key, action: .refuse(fix: fix), line: nil, etag: etag, entry: nil, summary: refusal)
  }

  /// The control document of a line without one, written before staged releases existed or by hand,
  /// that already holds the tree `command` publishes: it names that release, so that publishing it again
  /// writes the record only.
  private static func adopted(_ line: LineDocument, by command: LineCommand) -> LineControl? {
    guard case .publish(let tree, let release, _) = command, line.controlValue == nil, line.released == tree,
      line.staged.isEmpty, line.previous.isEmpty
    else { return nil }
    return LineControl(released: release, command: command.name)
  }

  /// Whether `reading` holds edits to its released tree only, each of which `tree` (the one a publish
  /// releases) holds as the store does: edits `pull` or `studio` took into the repository, which may
  /// have changed other texts since.
  static func holdsPulledEdits(_ reading: LineReading, tree: JSONValue?) -> Bool {
    guard let tree, reading.standing == .edited, reading.edits.allSatisfy({ $0.line == reading.key }) else {
      return false
    }
    if reading.store.released == tree { return true }
    let remaining = StoreDifference.between(reading.store.released, tree, line: reading.key)
    return reading.edits.allSatisfy { edit in
      !remaining.contains { other in
        other.locale == edit.locale
          && (other.pointer.contains(edit.pointer) || edit.pointer.contains(other.pointer))
      }
    }
  }

  /// The part `command` would drop from a line of `control`, as ``LineReading/edits`` names parts:
  /// rollback drops the staged tree, or with none the released one.
  private static func droppedTree(by command: LineCommand, control: LineControl?, key: String) -> String? {
    guard command == .rollback, let control else { return nil }
    if let staged = control.staged { return "\(key)/\(LineDocument.stagedKey)/\(staged.id)" }
    return control.previous == nil ? nil : key
  }

  /// The record's entry for `line`: the released release's versions and commit (the staged one's
  /// while none is released), else `previous`'s.
  private static func entry(
    recording line: LineDocument, control: LineControl?, over previous: PublicationRecord.Entry?
  ) -> PublicationRecord.Entry? {
    guard let release = control?.released ?? control?.staged else {
      return previous.map {
        PublicationRecord.Entry(
          version: $0.version, textVersion: $0.textVersion, commit: $0.commit, line: line.json ?? .null)
      }
    }
    return PublicationRecord.Entry(
      version: release.version, textVersion: release.textVersion, commit: release.commit,
      line: line.json ?? .null)
  }
}
