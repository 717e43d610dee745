import LabelsCore

/// A major line as read from the store, beside what the publication record says this tool last wrote
/// to it: whether it is as written, written by a command that stopped before its record, or edited
/// since, with each edit in each part (the released tree, the staged and previous trees, the control
/// document). `status`, `pull` and every command that writes a line start from it.
package struct LineReading: Equatable, Sendable {
  /// Where the line stands against the record.
  package enum Standing: Equatable, Sendable {
    /// Nothing stored and nothing recorded.
    case empty
    /// The store holds what the record says was written.
    case clean
    /// The store holds a line `command` of this tool wrote (its seal holds), and the record is older:
    /// the command stopped before it wrote the record.
    case recordBehind(command: String)
    /// The line was edited in the store since this tool last wrote it.
    case edited
    /// The store holds a line this tool has no record of writing.
    case foreign
  }

  /// The line's key, `v1`.
  package let key: String
  /// The line as stored.
  package let store: LineDocument
  /// The line as the record says it was written, or `nil` when the record has no entry for it.
  package let recorded: LineDocument?
  /// The record's entry.
  package let entry: PublicationRecord.Entry?
  /// Where the line stands.
  package let standing: Standing
  /// The edits made in the store since the line was written (``Standing/edited``), part by part:
  /// the released tree's under `v1`, a staged tree's under `v1/staged/<id>`, a previous tree's under
  /// `v1/previous/<id>`, the control document's under `v1/rollout`; else empty.
  package let edits: [StoreDifference]

  /// Reads the line `key` stored as `node` against the record's `entry`. A line without control
  /// document (written before staged releases existed) counts as written by a publish that stopped
  /// before its record when it holds `upload`, as the record rule of those lines was.
  package init(key: String, node: JSONValue?, entry: PublicationRecord.Entry?, upload: JSONValue? = nil) {
    self.key = key
    self.entry = entry
    store = LineDocument(node: node)
    recorded = entry.map { LineDocument(node: $0.line) }
    guard let recorded else {
      let holdsUpload =
        store.controlValue == nil && store.staged.isEmpty && store.previous.isEmpty
        && store.released != nil && store.released == upload.flatMap(StoreNormalForm.normalized)
      standing =
        store.isEmpty ? .empty : holdsUpload ? .recordBehind(command: LineCommand.publishName) : .foreign
      edits = []
      return
    }
    if store == recorded {
      standing = .clean
      edits = []
    } else if store.isSealed, let command = try? store.control()?.command {
      standing = .recordBehind(command: command)
      edits = []
    } else if store.controlValue == nil, let upload, store.released == StoreNormalForm.normalized(upload) {
      standing = .recordBehind(command: LineCommand.publishName)
      edits = []
    } else {
      standing = .edited
      edits = Self.edits(from: recorded, to: store, line: key)
    }
  }

  /// The command that wrote the line and stopped before its record, or `nil`.
  package var interruptedCommand: String? {
    if case .recordBehind(let command) = standing { command } else { nil }
  }

  /// The control document the line is read with: the stored one, or for a line written before staged
  /// releases existed, one naming its released tree as the record's release.
  /// - Throws: ``StoreRecordError`` when the stored one cannot be read.
  package func control() throws(StoreRecordError) -> LineControl? {
    try Self.control(of: store, entry: entry, published: recorded?.released)
  }

  /// The control document of the line as recorded, read as ``control()`` reads the stored one.
  package func recordedControl() -> LineControl? {
    recorded.flatMap { try? Self.control(of: $0, entry: entry) }
  }

  /// `line`'s control document, or when it has none, one naming `published` (the tree as published,
  /// else the line's released tree) as `entry`'s release.
  static func control(of line: LineDocument, entry: PublicationRecord.Entry?, published: JSONValue? = nil)
    throws(StoreRecordError) -> LineControl?
  {
    if let control = try line.control() { return control }
    guard let entry, let released = published ?? line.released else { return nil }
    return LineControl(
      released: LineRelease(
        id: LineRelease.id(of: released), version: entry.version, textVersion: entry.textVersion,
        commit: entry.commit),
      command: LineCommand.publishName)
  }

  /// The edits from `old` to `new`, part by part.
  static func edits(from old: LineDocument, to new: LineDocument, line: String) -> [StoreDifference] {
    var edits = StoreDifference.between(old.released, new.released, line: line)
    for (key, oldTrees, newTrees) in [
      (LineDocument.stagedKey, old.staged, new.staged),
      (LineDocument.previousKey, old.previous, new.previous),
    ] {
      for id in Set(oldTrees.keys).union(newTrees.keys).sorted() {
        edits += StoreDifference.between(oldTrees[id], newTrees[id], line: "\(line)/\(key)/\(id)")
      }
    }
    return edits
      + StoreDifference.between(
        old.controlValue, new.controlValue, line: "\(line)/\(LineControl.key)", locales: false)
  }
}
