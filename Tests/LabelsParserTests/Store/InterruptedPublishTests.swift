import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// A publish stopped after each of its writes: every line is whole, as it was or as published, `status`
/// says which, and the next publish completes it.
@Suite struct InterruptedPublishTests {
  @Test(arguments: [
    (0, ["behind", "behind"]),
    (1, ["record-behind", "behind"]),
    (2, ["record-behind", "record-behind"]),
  ])
  func aPublishStoppedAfterItsKthWriteLeavesWholeLines(writes: Int, states: [String]) throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    let old = ["v1": store.value(at: "production/v1"), "v2": store.value(at: "production/v2")]
    try folder.replace("\"Preferences\"", with: "\"Options\"", in: "Exports/2.0.0/en.json")
    store.failAfterPuts(writes)
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 69)
    store.failAfterPuts(1000)

    for (index, key) in ["v1", "v2"].enumerated() {
      let title = store.value(at: "production/\(key)/en/labels/settings/title")
      #expect(title == .string(states[index] == "behind" ? "Preferences" : "Options"))
      if states[index] == "behind" { #expect(store.value(at: "production/\(key)") == old[key] ?? nil) }
    }
    let status = StoreCommandRun(["status", "--format", "json"], in: folder, store: store)
    let document = try StrictJSONReader.read(Array(status.stdout.utf8))
    guard case .object(let top) = document, case .array(let lines)? = top["lines"] else {
      Issue.record("status printed no lines: \(status.stdout)")
      return
    }
    #expect(
      lines.map { line -> String in
        guard case .object(let members) = line, case .string(let state)? = members["state"] else { return "" }
        return state
      } == states)
    #expect(status.status == 1)
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }
}
