import Foundation
import LabelsRuntime
import LabelsServer
import LabelsTestFixtures
import Testing

/// An app's launch and refresh over real HTTP: cached labels at once, fresh ones when they arrive, a
/// `304` that changes nothing, and nothing shown that the app could not format.
@Suite struct LiveLabelsTests {
  private let endpoint = try! LabelsEndpoint(environment: "production", version: "1.0.0", locale: "ru")
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "labels-live-\(UUID().uuidString)", isDirectory: true)
  private static let translated = Array(try! JSONEncoder().encode(FixtureLabels.translated))

  private func live(_ store: ScriptedStore) -> LiveLabels<FixtureLabels> {
    LiveLabels(
      endpoint: endpoint, defaults: FixtureLabels.base, fetcher: store.fetcher(),
      cache: LabelsCache(directory: folder), position: RolloutPosition(42)!)
  }

  @Test func theFreshLabelsArriveAreCachedAndTheNextLaunchStartsWithThem() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try ScriptedStore { _, request in
      ScriptedLine.noRollout(request)
        ?? (request.header("If-None-Match") == "\"t1\""
          ? HTTPResponse(status: 304)
          : .json(status: 200, Self.translated, headers: [HTTPHeader("ETag", "\"t1\"")]))
    }
    let first = live(store)
    #expect(first.current == LoadedLabels(labels: FixtureLabels.base, source: .defaultsOnly, fallbacks: [""]))
    var updates = first.updates().makeAsyncIterator()
    #expect(await updates.next()?.source == .defaultsOnly)
    #expect(await first.refresh() == .document(Data(Self.translated), etag: "\"t1\""))
    let fresh = LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: [])
    #expect(await updates.next() == fresh)
    #expect(first.current == fresh)

    // Unchanged: a 304 for the line's control document and one for the labels, nothing new to show.
    #expect(await first.refresh() == .notModified)
    #expect(store.requests.count == 4)
    #expect(
      store.requests.suffix(2).map { $0.header("If-None-Match") } == [ScriptedLine.noRolloutTag, "\"t1\""])

    // The next launch, offline: the cached labels at once, and their tag for the next refresh.
    let offline = try ScriptedStore { _, _ in .error(status: 503, "down") }
    let second = live(offline)
    #expect(second.current == fresh)
    #expect(await second.refresh() == .failed(.status(503)))
    #expect(second.current == fresh)
    // The control document, then the labels, each tried three times (a 503 is retried twice).
    #expect(
      offline.requests.map(\.path)
        == Array(repeating: "/production/v1/rollout.json", count: 3)
        + Array(repeating: "/production/v1/ru/labels.json", count: 3))
    #expect(offline.requests.first?.header("If-None-Match") == ScriptedLine.noRolloutTag)
    #expect(offline.requests.last?.header("If-None-Match") == "\"t1\"")
  }

  @Test func aLabelTheAppCouldNotFormatKeepsItsDefaultNowAndAtTheNextLaunch() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var remote = try #require(try JSONSerialization.jsonObject(with: Data(Self.translated)) as? [String: Any])
    var profile = try #require(remote["profile"] as? [String: Any])
    profile["greeting"] = "Привет, %@! У вас %d новых и %@"
    profile["signIn"] = ""
    remote["profile"] = profile
    let body = Array(try JSONSerialization.data(withJSONObject: remote))
    let store = try ScriptedStore { _, request in ScriptedLine.noRollout(request) ?? .json(status: 200, body)
    }
    let first = live(store)
    await first.refresh()
    let expected = LoadedLabels(
      labels: try FixtureLabels.translated.taking("/profile/greeting", "/profile/signIn", from: .base),
      source: .partlyRemote, fallbacks: ["/profile/greeting", "/profile/signIn"])
    #expect(first.current == expected)
    #expect(first.current.labels.profile.greeting == "Hi, %@!")
    #expect(live(store).current == expected)
  }

  @Test(arguments: ["garbage", "null", "[]", "{\"profile\": 1}"])
  func aDocumentWithNothingUsableChangesNothing(body: String) async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try ScriptedStore { _, request in
      ScriptedLine.noRollout(request) ?? .json(status: 200, Array(body.utf8))
    }
    let labels = live(store)
    await labels.refresh()
    #expect(
      labels.current == LoadedLabels(labels: FixtureLabels.base, source: .defaultsOnly, fallbacks: [""]))
    #expect(!FileManager.default.fileExists(atPath: LabelsCache(directory: folder).file(of: endpoint).path))
  }
}
