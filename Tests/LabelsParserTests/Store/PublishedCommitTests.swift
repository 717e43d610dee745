import Foundation
import LabelsCore
import Testing

@testable import LabelsCommands

/// The record names the commit published from, and says when the exports were not committed.
@Suite struct PublishedCommitTests {
  @Test func theRecordNamesTheCommitAndADirtyExport() throws {
    let repository = try GitRepository()
    try repository.publishFirstRelease()
    let head = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    let store = FakeStore()
    let run = StoreCommandRun(["publish"], in: repository.folder, store: store)
    #expect(run.status == 0)
    #expect(store.value(at: "production/labels-publication/v1/commit") == .string(head))
    try repository.folder.replace("\"Cart\"", with: "\"Basket\"", in: "Exports/1.0.0/en.json")
    #expect(StoreCommandRun(["publish"], in: repository.folder, store: store).status == 0)
    #expect(store.value(at: "production/labels-publication/v1/commit") == .string(head + "-dirty"))
  }
}
