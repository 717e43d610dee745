import LabelsCore

/// One major line compared three ways: what the repository would publish (the upload), what the store
/// holds, and what the publication record says this tool last wrote. The one place that decides what
/// `status` reports and which lines `publish` refuses.
package struct StoreLine: Equatable, Sendable {
  /// Where the line stands.
  package enum State: String, Equatable, Sendable {
    /// Every install's release is the upload, and the record says so.
    case inStep = "in-step"
    /// The upload is staged to a share of installs (``LineControl/percent``).
    case staged
    /// The upload was rolled back: the store holds the release before it.
    case rolledBack = "rolled-back"
    /// Neither the store nor the record has the line: it was never published.
    case unpublished
    /// The store holds what was last written, and the repository has more to publish.
    case behind
    /// A command of this tool wrote the line and stopped before it wrote the record.
    case recordBehind = "record-behind"
    /// The store was edited since this tool last wrote the line.
    case edited
    /// The store holds a line this tool has no record of writing, or a value above the line that
    /// writing it would replace (``StoreLine/foreignAbove``).
    case foreign
  }

  /// The line's key, `v1`.
  package let key: String
  /// Where the line stands.
  package let state: State
  /// The upload in ``StoreNormalForm``: the tree a publish releases.
  package let upload: JSONValue?
  /// What releasing the upload to every install would change for the apps, from the store's released
  /// tree to the upload.
  package let plan: [StoreDifference]
  /// The edits made in the store since this tool last wrote the line (``State/edited``, part by part
  /// as ``LineReading/edits`` names them), or the differences of a line this tool did not write from
  /// the upload (``State/foreign``); else empty.
  package let edits: [StoreDifference]
  /// The changes in the repository not yet published: from the recorded released tree to the upload.
  package let unpublished: [StoreDifference]
  /// The value someone wrote above the line, which writing the line would replace, or `nil`.
  package let foreignAbove: StoreForeignValue?
  /// The line as read beside the record.
  package let reading: LineReading
  /// The line's control document (for a line written before staged releases, one naming its
  /// released tree), or `nil` when it has none or it cannot be read.
  package let control: LineControl?
  /// The command that wrote the line and stopped before its record (``State/recordBehind``).
  package let interrupted: String?

  /// Compares the upload's line with the store's (`nil`: nothing stored) and the record's entry
  /// (`nil`: none); `foreignAbove` is a value the store holds where the line's parent should be.
  package init(
    key: String, upload: JSONValue, store: JSONValue?, record: PublicationRecord.Entry?,
    foreignAbove: StoreForeignValue? = nil
  ) {
    self.key = key
    let reading = LineReading(key: key, node: store, entry: record, upload: upload)
    self.reading = reading
    // A value above the line means nothing is stored at the line.
    self.foreignAbove = reading.store.isEmpty ? foreignAbove : nil
    let upload = StoreNormalForm.normalized(upload)
    self.upload = upload
    let control = try? reading.control()
    self.control = control
    plan =
      reading.store.released == upload
      ? [] : StoreDifference.between(reading.store.released, upload, line: key)
    interrupted = reading.interruptedCommand
    let id = LineRelease.id(of: upload)
    switch reading.standing {
    case .empty:
      state = self.foreignAbove == nil ? .unpublished : .foreign
      edits = []
      unpublished = StoreDifference.between(nil, upload, line: key)
    case .foreign:
      state = .foreign
      edits = StoreDifference.between(upload, reading.store.released, line: key)
      unpublished = StoreDifference.between(nil, upload, line: key)
    case .recordBehind:
      state = .recordBehind
      edits = []
      unpublished = []
    case .edited where LineStep.holdsPulledEdits(reading, tree: upload):
      // The repository took the store's edits; what else it changed since is not yet published.
      let rest =
        reading.store.released == upload
        ? [] : StoreDifference.between(reading.store.released, upload, line: key)
      state = rest.isEmpty ? .recordBehind : .behind
      edits = []
      unpublished = rest
    case .edited:
      state = .edited
      edits = reading.edits
      let recorded = reading.recorded?.released
      unpublished = recorded == upload ? [] : StoreDifference.between(recorded, upload, line: key)
    case .clean:
      edits = []
      if control?.staged?.id == id {
        state = .staged
        unpublished = []
      } else if control?.released?.id == id, control?.staged == nil {
        state = .inStep
        unpublished = []
      } else if control?.rolledBack?.id == id {
        state = .rolledBack
        unpublished = []
      } else {
        state = .behind
        unpublished = StoreDifference.between(reading.store.released, upload, line: key)
      }
    }
  }

  /// Whether the store holds what this tool wrote and accounts for the repository's release: released
  /// to every install, staged to a share, or rolled back.
  package var isSettled: Bool { state == .inStep || state == .staged || state == .rolledBack }

  /// Whether the line holds edits that publishing would overwrite.
  package var holdsEdits: Bool { state == .edited || state == .foreign }
}
