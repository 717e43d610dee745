import Foundation
import LabelsRuntime
import LabelsSchema
import LabelsServer
import LabelsTestFixtures
import Observation
import Testing

/// The model a SwiftUI view holds, on Linux: a view that read its labels is told when a refresh brings
/// new ones, and only then, and the labels' plurals count in the endpoint's locale. (Swift Testing takes no
/// `@available` suite: each test checks the model's availability, always there on Linux.)
@MainActor
@Suite struct LabelsModelTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "labels-model-\(UUID().uuidString)", isDirectory: true)
  private static let fresh = try! RemoteDocument(AppFixtureLabels.russian)
    .setting("/inbox/title", to: "Почта")
    .setting("/inbox/unread/@plural/many", to: "%lld новых писем")

  private func live(_ store: ScriptedStore) throws -> LiveLabels<AppFixtureLabels> {
    LiveLabels(
      endpoint: try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "ru"),
      defaults: AppFixtureLabels.russian, fetcher: store.fetcher(), cache: LabelsCache(directory: folder),
      position: RolloutPosition(42)!)
  }

  /// A store that sends the fresh document with the tag `"f1"`, and `304` to a request that names it.
  private func store() throws -> ScriptedStore {
    let body = Array(try Self.fresh.data)
    return try ScriptedStore { _, request in
      ScriptedLine.noRollout(request)
        ?? (request.header("If-None-Match") == "\"f1\""
          ? HTTPResponse(status: 304) : .json(status: 200, body, headers: [HTTPHeader("ETag", "\"f1\"")]))
    }
  }

  /// Whether reading `read` is reported changed while `action` runs, as SwiftUI is told.
  private func changes(_ read: @escaping () -> Void, during action: () async -> Void) async -> Bool {
    let changed = Flag()
    withObservationTracking(read) { changed.set() }
    await action()
    return changed.isSet
  }

  @Test func aRefreshThatBringsNewLabelsReRendersAndOneThatDoesNotLeavesTheView() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let store = try store()
    defer { withExtendedLifetime(store) {} }
    let model = LabelsModel(try live(store))
    #expect(
      model.current == LoadedLabels(labels: AppFixtureLabels.russian, source: .defaultsOnly, fallbacks: [""]))
    #expect(model.labels.inbox.unread(5) == "5 непрочитанных")

    #expect(await changes({ _ = model.labels.inbox.title }, during: { await model.refresh() }))
    #expect(model.current.source == .remote)
    #expect(model.labels.inbox.title == "Почта")
    #expect(model.labels.inbox.unread(5) == "5 новых писем")
    #expect(model.labels.inbox.unread(2) == "2 непрочитанных")

    var fetched: LabelsFetch?
    #expect(!(await changes({ _ = model.labels }, during: { fetched = await model.refresh() })))
    #expect(fetched == .notModified)
  }

  @Test func aFailedRefreshLeavesTheView() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let store = try ScriptedStore { _, _ in .error(status: 503, "down") }
    defer { withExtendedLifetime(store) {} }
    let model = LabelsModel(try live(store))
    var fetched: LabelsFetch?
    #expect(!(await changes({ _ = model.current }, during: { fetched = await model.refresh() })))
    #expect(fetched == .failed(.status(503)))
    #expect(model.current.source == .defaultsOnly)
  }

  @Test func aFollowingModelShowsLabelsAnotherPartOfTheAppRefreshed() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let store = try store()
    defer { withExtendedLifetime(store) {} }
    let live = try live(store)
    let model = LabelsModel(live)
    let following = Task { await model.follow() }
    defer { following.cancel() }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      withObservationTracking({ _ = model.current }, onChange: { done.resume() })
      Task.detached { await live.refresh() }
    }
    await Task.yield()
    #expect(model.labels.inbox.title == "Почта")
    #expect(model.current == live.current)
  }

  @Test func twoReadersOfTheAppsOneModelCauseOneFetchAndSeeTheSameLabels() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let body = Array(try Self.fresh.data)
    // Slow enough that the second screen asks while the first one's request is under way.
    let store = try ScriptedStore { _, request in
      Thread.sleep(forTimeInterval: 0.3)
      return ScriptedLine.noRollout(request)
        ?? .json(status: 200, body, headers: [HTTPHeader("ETag", "\"f1\"")])
    }
    defer { withExtendedLifetime(store) {} }
    let model = LabelsModel(try live(store))
    // Two screens of one app, each reading the one model it was handed, each asking for fresh labels.
    async let first = model.refresh()
    async let second = model.refresh()
    let fetches = await [first, second]
    #expect(fetches[0] == fetches[1])
    // One refresh: the line's control document, then the labels.
    #expect(store.requests.map(\.path) == ["/production/v1/rollout.json", "/production/v1/ru/labels.json"])
    let screens = [model, model].map { $0.labels.inbox.title }
    #expect(screens == ["Почта", "Почта"])
    #expect(model.current.source == .remote)
    // The next activation asks again: one refresh more.
    await model.refresh()
    #expect(store.requests.count == 4)
  }

  @Test func aModelStartsWithTheCachedLabels() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let store = try store()
    defer { withExtendedLifetime(store) {} }
    await (try live(store)).refresh()
    let model = LabelsModel(try live(store))
    #expect(model.current.source == .remote)
    #expect(model.labels.inbox.unread(5) == "5 новых писем")
  }
}

/// Set once from an observation's change handler, which may run on any thread.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
