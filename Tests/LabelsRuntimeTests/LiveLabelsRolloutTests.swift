import Foundation
import LabelsRuntime
import LabelsServer
import LabelsTestFixtures
import Testing

/// Staged releases as an install sees them, over real HTTP against a line served as Firebase serves it
/// (``ScriptedLine``): each refresh reads the line's control document, then the one tree it chooses for
/// the install's position, and never shows a mix of two releases.
@Suite struct LiveLabelsRolloutTests {
  private let endpoint = try! LabelsEndpoint(environment: "production", version: "1.0.0", locale: "ru")
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "labels-rollout-\(UUID().uuidString)", isDirectory: true)
  private static var released: RemoteDocument<FixtureLabels> { .of(FixtureLabels.translated) }
  private static let stagedHeadline = "Рады видеть вас"
  private static var staged: RemoteDocument<FixtureLabels> {
    released.setting("/profile/headline", to: stagedHeadline)
  }
  private static let releasedPath = "production/v1/ru/labels"
  private static let rolloutPath = "production/v1/rollout"

  private static func stagedPath(_ id: String) -> String { "production/v1/staged/\(id)/ru/labels" }

  private static func rollout(_ id: String, _ percent: Int) -> String {
    #"{"released": {"id": "r1", "version": "1.0.0"}, "staged": {"id": "\#(id)", "percent": \#(percent)}}"#
  }

  /// A line whose released tree is the translated labels and whose release `r2` is staged to `percent`.
  private static func line(staging percent: Int?) throws -> ScriptedLine {
    let line = try ScriptedLine()
    line.set(releasedPath, Array(try released.data))
    line.set(stagedPath("r2"), Array(try staged.data))
    line.setRollout(percent.map { rollout("r2", $0) })
    return line
  }

  private func live(_ line: ScriptedLine, at position: Double, cache: LabelsCache? = nil)
    -> LiveLabels<FixtureLabels>
  {
    LiveLabels(
      endpoint: endpoint, defaults: FixtureLabels.base, fetcher: line.store.fetcher(),
      cache: cache ?? LabelsCache(directory: folder), position: RolloutPosition(position)!)
  }

  /// The exchanges since the first `count`.
  private static func exchanges(_ line: ScriptedLine, after count: Int) -> [String] {
    Array(line.exchanges.dropFirst(count))
  }

  @Test func anInstallBelowTheShareSeesTheStagedTreeAndOneAboveItTheReleasedTree() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 10)
    let below = live(line, at: 9.99, cache: LabelsCache(directory: folder.appendingPathComponent("below")))
    await below.refresh()
    #expect(below.current == LoadedLabels(labels: try Self.staged.labels, source: .remote, fallbacks: []))
    #expect(line.exchanges == ["\(Self.rolloutPath) 200", "\(Self.stagedPath("r2")) 200"])

    let above = live(line, at: 10, cache: LabelsCache(directory: folder.appendingPathComponent("above")))
    await above.refresh()
    #expect(above.current == LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: []))
    #expect(Self.exchanges(line, after: 2) == ["\(Self.rolloutPath) 200", "\(Self.releasedPath) 200"])
  }

  @Test func theStagedTreeIsCheckedAsTheReleasedOneIs() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 50)
    line.set(
      Self.stagedPath("r2"), Array(try Self.staged.setting("/profile/greeting", to: "Привет, %d!").data))
    let labels = live(line, at: 1)
    await labels.refresh()
    let expected = try Self.staged.labels.taking("/profile/greeting", from: .base)
    #expect(
      labels.current
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/profile/greeting"]))
  }

  @Test func aRefreshWhenNothingChangedSendsExactlyTwoRequestsBothAnswered304() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 10)
    for position in [5.0, 60.0] {
      let labels = live(
        line, at: position, cache: LabelsCache(directory: folder.appendingPathComponent("\(position)")))
      await labels.refresh()
      let before = line.exchanges.count
      let shown = labels.current
      #expect(await labels.refresh() == .notModified)
      let tree = position < 10 ? Self.stagedPath("r2") : Self.releasedPath
      #expect(Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 304", "\(tree) 304"])
      #expect(labels.current == shown)
    }
  }

  @Test func aHaltedLineShowsTheDefaultsKeepsTheCacheAndResumesFromItWithA304() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: nil)
    let labels = live(line, at: 50)
    await labels.refresh()
    #expect(labels.current.labels == FixtureLabels.translated)

    line.setRollout(#"{"halted": true, "staged": {"id": "r2", "percent": 100}}"#)
    var before = line.exchanges.count
    await labels.refresh()
    #expect(
      labels.current == LoadedLabels(labels: FixtureLabels.base, source: .defaultsOnly, fallbacks: [""]))
    #expect(Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 200"])
    let cache = LabelsCache(directory: folder)
    #expect(cache.entry(for: endpoint)?.document == (try Self.released.data))
    // A launch while halted shows the defaults too, whatever is cached.
    #expect(live(line, at: 50).current.source == .defaultsOnly)

    line.setRollout(#"{"halted": false}"#)
    before = line.exchanges.count
    #expect(await labels.refresh() == .notModified)
    #expect(Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 200", "\(Self.releasedPath) 304"])
    #expect(labels.current == LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: []))
  }

  @Test func aStagedTreeGoneBetweenTheTwoReadsGivesTheReleasedTreeAndTheNextRefreshTheNewRelease()
    async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 10)
    line.set(Self.stagedPath("r2"), nil)
    let labels = live(line, at: 5)
    await labels.refresh()
    #expect(
      line.exchanges == [
        "\(Self.rolloutPath) 200", "\(Self.stagedPath("r2")) 200", "\(Self.releasedPath) 200",
      ])
    #expect(labels.current == LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: []))

    // The writer's change, at the next refresh: release r3 staged in r2's place.
    line.setRollout(Self.rollout("r3", 10))
    line.set(Self.stagedPath("r3"), Array(try Self.staged.data))
    let before = line.exchanges.count
    await labels.refresh()
    #expect(
      Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 200", "\(Self.stagedPath("r3")) 200"])
    #expect(labels.current.labels.profile.headline == Self.stagedHeadline)
  }

  @Test func aStagedTreeTheRulesRefuseGivesTheReleasedTree() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 10)
    line.refuse(Self.stagedPath("r2"), status: 403)
    let labels = live(line, at: 5)
    await labels.refresh()
    #expect(
      line.exchanges == [
        "\(Self.rolloutPath) 200", "\(Self.stagedPath("r2")) 403", "\(Self.releasedPath) 200",
      ])
    #expect(labels.current.labels == FixtureLabels.translated)
  }

  @Test func aControlDocumentTheRulesRefuseStillReadsTheTreeOfTheLastOneKnown() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 10)
    line.refuse(Self.rolloutPath, status: 403)
    let fresh = live(line, at: 5)
    await fresh.refresh()
    // None known: the released tree, as apps built before staged releases read it.
    #expect(line.exchanges == ["\(Self.rolloutPath) 403", "\(Self.releasedPath) 200"])
    #expect(fresh.current.labels == FixtureLabels.translated)

    // One known (read before the rules changed): its staged tree, revalidated.
    line.refuse(Self.rolloutPath, status: nil)
    let known = live(line, at: 5, cache: LabelsCache(directory: folder.appendingPathComponent("known")))
    await known.refresh()
    line.refuse(Self.rolloutPath, status: 403)
    let before = line.exchanges.count
    await known.refresh()
    #expect(
      Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 403", "\(Self.stagedPath("r2")) 304"])
    #expect(known.current.labels.profile.headline == Self.stagedHeadline)
  }

  @Test func narrowingOrRollbackTakesAnInstallBackAtItsNextRefresh() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 50)
    let labels = live(line, at: 30)
    await labels.refresh()
    #expect(labels.current.labels.profile.headline == Self.stagedHeadline)

    line.setRollout(Self.rollout("r2", 10))
    var before = line.exchanges.count
    await labels.refresh()
    #expect(Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 200", "\(Self.releasedPath) 200"])
    #expect(labels.current == LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: []))

    // Widened again: the staged tree from the cache, revalidated.
    line.setRollout(Self.rollout("r2", 50))
    before = line.exchanges.count
    await labels.refresh()
    #expect(
      Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 200", "\(Self.stagedPath("r2")) 304"])
    #expect(labels.current.labels.profile.headline == Self.stagedHeadline)

    // Rolled back: no release staged.
    line.setRollout(#"{"released": {"id": "r1"}, "rolledBack": {"id": "r2"}}"#)
    before = line.exchanges.count
    await labels.refresh()
    #expect(Self.exchanges(line, after: before) == ["\(Self.rolloutPath) 200", "\(Self.releasedPath) 304"])
    #expect(labels.current == LoadedLabels(labels: FixtureLabels.translated, source: .remote, fallbacks: []))
  }

  @Test func aColdLaunchChoosesFromTheCachedControlDocumentAndTheCachedTrees() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = try Self.line(staging: 10)
    // Installs that refreshed yesterday; the store is gone today.
    let stagedCache = LabelsCache(directory: folder.appendingPathComponent("staged"))
    await live(line, at: 5, cache: stagedCache).refresh()
    let releasedCache = LabelsCache(directory: folder.appendingPathComponent("released"))
    await live(line, at: 50, cache: releasedCache).refresh()
    let requests = line.exchanges.count

    #expect(live(line, at: 5, cache: stagedCache).current.labels.profile.headline == Self.stagedHeadline)
    #expect(live(line, at: 50, cache: releasedCache).current.labels == FixtureLabels.translated)
    // The staged release chosen but not cached: the cached released tree.
    #expect(live(line, at: 5, cache: releasedCache).current.labels == FixtureLabels.translated)
    // The cached control document halted: the defaults, whatever is cached.
    try stagedCache.store(
      Data(#"{"halted": true}"#.utf8), etag: "\"h\"", isComplete: true, for: .rollout, of: endpoint)
    #expect(live(line, at: 5, cache: stagedCache).current.source == .defaultsOnly)
    #expect(stagedCache.entry(for: LineNode.staged(id: "r2")!, of: endpoint) != nil)
    #expect(line.exchanges.count == requests)
  }

  @Test func theCacheKeepsTheReleasedTreeTheStagedTreeAndTheControlDocumentApart() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = LabelsCache(directory: folder)
    let r2 = try #require(LineNode.staged(id: "r2"))
    let r3 = try #require(LineNode.staged(id: "r3"))
    #expect(cache.file(of: .rollout, for: endpoint).path == folder.path + "/production/v1/rollout.json")
    #expect(cache.file(of: r2, for: endpoint).path == folder.path + "/production/v1/staged/ru.json")
    #expect(cache.file(of: r3, for: endpoint) == cache.file(of: r2, for: endpoint))
    try cache.store(Data("{}".utf8), etag: "\"2\"", isComplete: true, for: r2, of: endpoint)
    try cache.store(Data("null".utf8), etag: "\"c\"", isComplete: true, for: .rollout, of: endpoint)
    #expect(cache.entry(for: endpoint) == nil)
    #expect(cache.entry(for: .rollout, of: endpoint)?.etag == "\"c\"")
    #expect(cache.entry(for: r2, of: endpoint)?.etag == "\"2\"")
    // Another release's tree is never taken for r3's, and is dropped.
    #expect(cache.entry(for: r3, of: endpoint) == nil)
    #expect(cache.entry(for: r2, of: endpoint) == nil)
  }
}

extension RemoteDocument {
  /// The document of `labels`, which encode.
  fileprivate static func of(_ labels: Labels) -> RemoteDocument {
    try! RemoteDocument(labels)
  }
}
