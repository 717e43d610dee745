import LabelsCore

/// One major line compared three ways: what the repository would publish (the upload), what the store
/// holds, and what the publication record says was last published. The one place that decides what
/// `publish` writes and what `status` reports.
public struct StoreLine: Equatable, Sendable {
  /// Where the line stands.
  public enum State: String, Equatable, Sendable {
    /// The store holds the upload, and the record says so.
    case inStep = "in-step"
    /// Neither the store nor the record has the line: it was never published.
    case unpublished
    /// The store holds what was last published, and the repository has more to publish.
    case behind
    /// The store holds the upload but the record is older: a publish that wrote the line was stopped
    /// before it wrote the record.
    case recordBehind = "record-behind"
    /// The store was edited since the last publication.
    case edited
    /// The store holds a line this tool has no record of writing, or a value above the line that
    /// writing it would replace (``StoreLine/foreignAbove``).
    case foreign
  }

  /// The line's key, `v1`.
  public let key: String
  /// Where the line stands.
  public let state: State
  /// The upload in ``StoreNormalForm``: what a publish writes.
  public let upload: JSONValue?
  /// What publishing the upload would change for the apps, from the store's line to the upload.
  public let plan: [StoreDifference]
  /// The edits made in the store since the last publication (``State/edited``), or the differences
  /// of a line this tool did not write from the upload (``State/foreign``); else empty.
  public let edits: [StoreDifference]
  /// The changes in the repository not yet published: from the record's line to the upload.
  public let unpublished: [StoreDifference]
  /// The value someone wrote above the line, which writing the line would replace, or `nil`.
  public let foreignAbove: StoreForeignValue?

  /// Compares the upload's line with the store's (`nil`: nothing stored) and the record's entry
  /// (`nil`: none); `foreignAbove` is a value the store holds where the line's parent should be.
  public init(
    key: String, upload: JSONValue, store: JSONValue?, record: PublicationRecord.Entry?,
    foreignAbove: StoreForeignValue? = nil
  ) {
    self.key = key
    // A value above the line means nothing is stored at the line.
    self.foreignAbove = store == nil ? foreignAbove : nil
    let upload = StoreNormalForm.normalized(upload)
    let store = store.flatMap(StoreNormalForm.normalized)
    let recorded = record.flatMap { StoreNormalForm.normalized($0.line) }
    self.upload = upload
    plan = store == upload ? [] : StoreDifference.between(store, upload, line: key)
    if store == upload, upload != nil || self.foreignAbove == nil {
      state = record != nil && recorded == upload ? .inStep : (store == nil ? .inStep : .recordBehind)
      edits = []
      unpublished = []
    } else if record == nil {
      state = store == nil && self.foreignAbove == nil ? .unpublished : .foreign
      edits = store == nil ? [] : StoreDifference.between(upload, store, line: key)
      unpublished = StoreDifference.between(nil, upload, line: key)
    } else if store == recorded {
      state = .behind
      edits = []
      unpublished = StoreDifference.between(recorded, upload, line: key)
    } else {
      state = .edited
      edits = StoreDifference.between(recorded, store, line: key)
      unpublished = recorded == upload ? [] : StoreDifference.between(recorded, upload, line: key)
    }
  }

  /// Whether publishing must write the line.
  public var needsWrite: Bool { state != .inStep && state != .recordBehind }

  /// Whether the line holds edits that publishing would overwrite.
  public var holdsEdits: Bool { state == .edited || state == .foreign }
}
