import LabelsCore
import Testing

@testable import LabelsKit

/// The store read for an upload: each line compared with the upload and the record.
@Suite struct StoreSnapshotTests {
  @Test func eachLineOfTheUploadIsComparedWithTheStoreAndTheRecord() throws {
    let snapshot = try StoreFixtures.snapshot(store: "Hi", record: StoreFixtures.record("Hi"))
    #expect(snapshot.lines.map(\.key) == ["v1"])
    #expect(snapshot.lines.map(\.state) == [.behind])
    #expect(snapshot.record?.lines["v1"]?.commit == "abc")
    #expect(snapshot.recordTokens == ["production", "labels-publication"])
  }

  @Test func anUnreadableRecordIsRefusedUnlessDiscarded() throws {
    let broken = StoreNode(value: .string("x"), etag: "record-etag")
    #expect(throws: StoreRecordError.notAnObject(pointer: "")) {
      try StoreFixtures.snapshot(store: "Hi", record: broken)
    }
    let discarded = try StoreSnapshot(
      of: StoreFixtures.bundle(), nodes: ["v1": StoreNode(value: StoreFixtures.line("Hi"), etag: "v1-etag")],
      recordNode: broken, discarding: true)
    #expect(discarded.record == nil)
    #expect(discarded.lines.map(\.state) == [.foreign])
  }
}
