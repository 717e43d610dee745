import Foundation
import LabelsRuntime
import LabelsSchema
import LabelsServer
import LabelsTestFixtures
import Testing

/// Labels loaded for a locale format their plurals in it, with no locale argument: the loader gives remote
/// plurals the rules of the defaults' plurals, `LiveLabels` the rules of its endpoint's locale.
@Suite struct LoadedPluralTests {
  /// The Russian fixture with new texts for the expenses' count and the food category's.
  private let remote = try! RemoteDocument(AppFixtureLabels.russian)
    .setting(
      "/expenses/count/@plural",
      to: ["one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты"]
    )
    .setting(
      "/expenses/categories/0/items/@plural",
      to: ["one": "%lld ужин", "few": "%lld ужина", "many": "%lld ужинов", "other": "%lld ужина"])

  private static func shown(_ labels: AppFixtureLabels) -> [String] {
    [
      labels.expenses.count(5), labels.expenses.count(22), labels.inbox.unread(1),
      labels.expenses.categories[0].items?(11) ?? "none",
    ]
  }

  @Test func remotePluralsTakeTheRulesOfTheDefaultsTheyAreLoadedOver() throws {
    let loaded = LabelsLoader.load(try remote.data, over: AppFixtureLabels.russian)
    #expect(loaded.source == .remote)
    #expect(Self.shown(loaded.labels) == ["5 трат", "22 траты", "1 непрочитанное", "11 ужинов"])
    let snapshot = try JSONSerialization.jsonObject(with: try remote.data)
    let fromSnapshot = LabelsLoader.load(snapshotValue: snapshot, over: AppFixtureLabels.russian)
    #expect(Self.shown(fromSnapshot.labels) == Self.shown(loaded.labels))
    // Over the English defaults the same document counts in English, as its defaults do.
    let overEnglish = LabelsLoader.load(try remote.data, over: AppFixtureLabels.english)
    #expect(Self.shown(overEnglish.labels) == ["5 траты", "22 траты", "1 непрочитанное", "11 ужина"])
  }

  private struct OnlyAnOptionalPlural: LabelGroup {
    let title: String
    let count: Plural?
  }

  @Test func aRemotePluralOverDefaultsWithoutPluralsHasTheRootRules() throws {
    let defaults = OnlyAnOptionalPlural(title: "Расходы", count: nil)
    let remote = #"{"title": "Траты", "count": {"@plural": {"one": "%lld трата", "other": "%lld траты"}}}"#
    let loaded = LabelsLoader.load(Data(remote.utf8), over: defaults)
    #expect(loaded.labels.count?.rules == .root)
    #expect(loaded.labels.count?(1) == "1 траты")
    #expect(loaded.labels.count?(1, locale: "ru") == "1 трата")
  }

  @Test func liveLabelsFormatInTheirEndpointsLocaleFetchedAndAtTheNextLaunch() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("labels-plural-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let body = Array(try remote.data)
    let store = try ScriptedStore { _, request in
      ScriptedLine.noRollout(request) ?? .json(status: 200, body, headers: [HTTPHeader("ETag", "\"p1\"")])
    }
    let endpoint = try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "ru")
    func live() -> LiveLabels<AppFixtureLabels> {
      LiveLabels(
        endpoint: endpoint, defaults: AppFixtureLabels.russian, fetcher: store.fetcher(),
        cache: LabelsCache(directory: folder), position: RolloutPosition(42)!)
    }
    let first = live()
    #expect(Self.shown(first.current.labels) == ["5 расходов", "22 расхода", "1 непрочитанное", "11 обедов"])
    await first.refresh()
    #expect(Self.shown(first.current.labels) == ["5 трат", "22 траты", "1 непрочитанное", "11 ужинов"])
    let relaunched = live()
    #expect(relaunched.current.source == .remote)
    #expect(Self.shown(relaunched.current.labels) == Self.shown(first.current.labels))
  }
}
