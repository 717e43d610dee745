import LabelsCore

/// What the store holds for an upload, read once: each line of the upload and the publication record,
/// each with its ETag, and each line compared with the upload and the record.
package struct StoreSnapshot: Equatable, Sendable {
  /// The upload the store was read for.
  package let bundle: UploadBundle
  /// Each line of the upload as read, by key.
  package let nodes: [String: StoreNode]
  /// The record's node as read.
  package let recordNode: StoreNode
  /// The record, or `nil` when the environment has none.
  package let record: PublicationRecord?
  /// Each line of the upload compared, in ascending order of major.
  package let lines: [StoreLine]
  /// A value someone wrote where the lines' parent should be, or `nil`.
  package let foreign: StoreForeignValue?

  /// Compares every line of `bundle` with `nodes`, the store's lines by key, and the record read in
  /// `recordNode`, below `foreign` when the store holds such a value above them; with `discarding`, a
  /// record that cannot be read counts as none.
  /// - Throws: ``StoreRecordError`` when the record cannot be read and is not discarded.
  package init(
    of bundle: UploadBundle, nodes: [String: StoreNode], recordNode: StoreNode,
    foreign: StoreForeignValue? = nil, discarding: Bool = false
  )
    throws(StoreRecordError)
  {
    self.bundle = bundle
    self.nodes = nodes
    self.recordNode = recordNode
    self.foreign = foreign
    let record: PublicationRecord?
    do throws(StoreRecordError) {
      if let value = recordNode.value { record = try PublicationRecord(json: value) } else { record = nil }
    } catch  where discarding {
      record = nil
    }
    self.record = record
    let tree: [String: JSONValue]
    if case .object(let members) = bundle.tree { tree = members } else { tree = [:] }
    lines = bundle.lines.map { line in
      StoreLine(
        key: line.key, upload: tree[line.key] ?? .null, store: nodes[line.key]?.value,
        record: record?.lines[line.key], foreignAbove: foreign)
    }
  }

  /// The paths above the lines where a value someone wrote would stop them, nearest first: the
  /// environment, then the database's root, each read (shallow) only while nothing was found below it.
  package static func ancestorTokens(of environment: UploadEnvironment) -> [[String]] {
    [[environment.rawValue], []]
  }

  /// The path of the record in the store: the environment, then ``PublicationRecord/key``.
  package var recordTokens: [String] {
    [bundle.environment.rawValue, PublicationRecord.key]
  }
}
