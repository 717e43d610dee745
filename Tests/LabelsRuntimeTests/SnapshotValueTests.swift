import Foundation
import LabelsCore
import LabelsRuntime
import LabelsTestFixtures
import Testing

/// The Firebase SDK's snapshot value (Foundation objects) loads as the same document's bytes would.
@Suite struct SnapshotValueTests {
  private func snapshot(_ labels: FixtureLabels) throws -> Any {
    try JSONSerialization.jsonObject(with: JSONEncoder().encode(labels))
  }

  @Test func aSnapshotLoadsAsItsBytes() throws {
    let value = try snapshot(FixtureLabels.translated)
    let loaded = LabelsLoader.load(snapshotValue: value, over: FixtureLabels.base)
    #expect(loaded == LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: []))
    #expect(loaded == LabelsLoader.load(try JSONEncoder().encode(FixtureLabels.translated), over: .base))
  }

  @Test func aSnapshotIsCheckedLabelByLabel() throws {
    var value = try #require(try snapshot(FixtureLabels.translated) as? [String: Any])
    var profile = try #require(value["profile"] as? [String: Any])
    profile["greeting"] = "Привет, %@! У вас %d новых и %@"
    profile["signIn"] = NSNumber(value: 1)
    value["profile"] = profile
    let loaded = LabelsLoader.load(snapshotValue: value, over: FixtureLabels.base)
    #expect(loaded.source == .partlyRemote)
    #expect(loaded.fallbacks == ["/profile/greeting", "/profile/signIn"])
    #expect(loaded.labels.profile.greeting == FixtureLabels.base.profile.greeting)
  }

  @Test func booleansAndNumbersAreToldApart() throws {
    let value: [String: Any] = ["flag": NSNumber(value: true), "count": NSNumber(value: 1), "swift": true]
    struct Flags: Codable, Equatable {
      let flag: Bool
      let count: Int
      let swift: Bool
    }
    let loaded = LabelsLoader.load(snapshotValue: value, over: Flags(flag: false, count: 0, swift: false))
    #expect(
      loaded == LoadedLabels(labels: Flags(flag: true, count: 1, swift: true), source: .remote, fallbacks: [])
    )
  }

  @Test func aSnapshotThatIsNotJSONGivesTheDefaults() {
    let values: [(String, Any?)] = [
      ("nil", nil),
      ("a date", ["profile": Date()]),
      ("a non-string key", [1: "x"]),
      ("NSNull", NSNull()),
      ("an infinite number", ["x": Double.infinity]),
    ]
    for (name, value) in values {
      #expect(
        LabelsLoader.load(snapshotValue: value, over: FixtureLabels.base)
          == LoadedLabels(labels: FixtureLabels.base, source: .defaultsOnly, fallbacks: [""]), "\(name)")
    }
  }

  @Test func nestingBeyondTheReadersLimitGivesTheDefaults() {
    var deep: Any = "x"
    for _ in 0...StrictJSONReader.maximumDepth { deep = ["a": deep] }
    #expect(LabelsLoader.load(snapshotValue: deep, over: FixtureLabels.base).source == .defaultsOnly)
  }
}
