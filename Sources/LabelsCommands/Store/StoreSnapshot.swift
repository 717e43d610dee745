import LabelsCore
import LabelsKit

/// What the store holds for an upload, read once: each line of the upload and the publication record,
/// each with its ETag, and each line compared with the upload and the record.
struct StoreSnapshot {
  /// The upload the store was read for.
  let bundle: UploadBundle
  /// Each line of the upload as read, by key.
  let nodes: [String: StoreClient.Node]
  /// The record's node as read.
  let recordNode: StoreClient.Node
  /// The record, or `nil` when the environment has none.
  let record: PublicationRecord?
  /// Each line of the upload compared, in ascending order of major.
  let lines: [StoreLine]

  /// Reads every line of `bundle` and the record from the store; with `discarding`, a record that
  /// cannot be read counts as none.
  /// - Throws: ``CommandFailure``: 65 for a record that cannot be read, else as ``StoreClient/read(_:)``.
  init(of bundle: UploadBundle, from client: StoreClient, discarding: Bool = false) throws(CommandFailure) {
    self.bundle = bundle
    let environment = bundle.environment.rawValue
    var nodes: [String: StoreClient.Node] = [:]
    for line in bundle.lines { nodes[line.key] = try client.read([environment, line.key]) }
    recordNode = try client.read([environment, PublicationRecord.key])
    let record: PublicationRecord?
    do throws(StoreRecordError) {
      if let value = recordNode.value { record = try PublicationRecord(json: value) } else { record = nil }
    } catch  where discarding {
      record = nil
    } catch {
      throw CommandFailure(
        .dataError,
        "\(error) (at /\(environment)/\(PublicationRecord.key) in the store); run publish with "
          + "--discard-store-edits to write the lines and a new record")
    }
    self.record = record
    self.nodes = nodes
    let tree: [String: JSONValue]
    if case .object(let members) = bundle.tree { tree = members } else { tree = [:] }
    lines = bundle.lines.map { line in
      StoreLine(
        key: line.key, upload: tree[line.key] ?? .null, store: nodes[line.key]?.value,
        record: record?.lines[line.key])
    }
  }
}
