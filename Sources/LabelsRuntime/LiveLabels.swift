import Foundation
import LabelsCore

/// The labels a screen shows for one endpoint, kept current: the cached labels at once (else the
/// defaults), the fresh ones when the store answers.
///
/// ```swift
/// let live = LiveLabels(endpoint: endpoint, defaults: .russian, fetcher: fetcher, cache: .standard)
/// Task { await live.refresh() }
/// for await loaded in live.updates() { labels = loaded.labels }   // in a SwiftUI `.task`
/// ```
///
/// A refresh reads the line's control document (``LineNode/rollout``), then the tree it chooses for the
/// install's ``RolloutPosition`` (``LineRollout/selection(at:)``): the released tree, or a staged
/// release's; none when the line is halted, which shows the defaults. Each read sends the cached
/// document's tag, so unchanged labels cost two `304`s and no decoding. A control document that cannot
/// be read (offline, refused by the team's rules) leaves the last one known, or none: the released tree,
/// as apps built before staged releases read it. A staged tree the store no longer has (`null`: a writer
/// replaced the release between the two reads) or refuses gives the released tree, read at once.
///
/// A new document replaces the labels shown, and is cached, only when some of it was usable
/// (``LabelsSource/defaultsOnly`` keeps what is shown, unless what is shown is another tree, which is
/// no longer chosen: then the defaults). Every label is checked as ``LabelsLoader/load(_:over:)`` checks
/// it, the staged tree's too, so nothing the app cannot format is ever shown. Plural labels take the
/// CLDR rules of the endpoint's locale: `labels.expenses.count(5)` formats in it.
public final class LiveLabels<Labels: Codable & Sendable>: Sendable {
  /// What the labels shown are.
  private struct State {
    var current: LoadedLabels<Labels>
    /// The tree shown, `nil` for the defaults.
    var shown: LineNode?
    /// The tag of the tree shown.
    var etag: String?
    /// The last control document known, and its tag.
    var rollout = LineRollout.none
    var rolloutTag: String?
    var listeners: [UUID: AsyncStream<LoadedLabels<Labels>>.Continuation] = [:]
  }

  /// What one read of a tree came to.
  private enum TreeRead {
    /// Done: what is shown is settled for this refresh.
    case settled(LabelsFetch)
    /// The staged tree is gone or refused: the released tree is read instead.
    case takeReleased(LabelsFetch)

    /// What the store answered.
    var fetch: LabelsFetch {
      switch self {
      case .settled(let fetch), .takeReleased(let fetch): fetch
      }
    }
  }

  /// The endpoint read.
  public let endpoint: LabelsEndpoint
  /// The install's position in the line's staged releases.
  public let position: RolloutPosition
  private let defaults: Labels
  private let fetcher: LabelsFetcher
  private let cache: LabelsCache?
  private let pluralRules: PluralRules
  private let state: LockedState<State>

  /// Starts from what the cache holds for the endpoint's line, checked over the defaults: the cached
  /// control document and `position` choose the tree (halted: the defaults; a staged release not cached:
  /// the cached released tree); without any, the defaults. Reads the cache synchronously and touches no
  /// network.
  /// - Parameter position: the install's position in staged releases; by default the one kept in
  ///   `UserDefaults.standard`, drawn at the first launch.
  public init(
    endpoint: LabelsEndpoint, defaults: Labels, fetcher: LabelsFetcher, cache: LabelsCache?,
    position: RolloutPosition = .stored(in: .standard)
  ) {
    self.endpoint = endpoint
    self.defaults = defaults
    self.fetcher = fetcher
    self.cache = cache
    self.position = position
    pluralRules = PluralRules.forLocale(endpoint.locale)
    var initial = State(current: LabelsLoader.defaultsOnly(defaults))
    if let cache {
      if let control = cache.entry(for: .rollout, of: endpoint) {
        initial.rollout = LineRollout.parse(control.document)
        initial.rolloutTag = control.etag
      }
      var candidates: [LineNode] = []
      switch initial.rollout.selection(at: position) {
      case .halted: break
      case .released: candidates = [.released]
      case .staged(let id): candidates = [LineNode.staged(id: id), .released].compactMap { $0 }
      }
      for node in candidates {
        guard let cached = cache.entry(for: node, of: endpoint) else { continue }
        let loaded = Self.launch(from: cached, over: defaults, rules: pluralRules)
        guard loaded.source != .defaultsOnly else { continue }
        initial.current = loaded
        initial.shown = node
        initial.etag = cached.etag
        break
      }
    }
    state = LockedState(initial)
  }

  /// The labels of a cached document. One that passed every check when it was stored decodes as it is
  /// (the checks depend only on the schema version, which the cache pins): the launch costs no more than
  /// decoding. Any other is loaded as a fetched one is. Plural labels take `rules`.
  private static func launch(from cached: CachedLabels, over defaults: Labels, rules: PluralRules)
    -> LoadedLabels<Labels>
  {
    let decoder = JSONDecoder()
    decoder.userInfo[PluralRules.codingUserInfoKey] = rules
    if cached.isComplete, let labels = try? decoder.decode(Labels.self, from: cached.document) {
      return LoadedLabels(labels: labels, source: .remote, fallbacks: [])
    }
    return LabelsLoader.load(cached.document, over: defaults, rules: rules)
      ?? LabelsLoader.defaultsOnly(defaults)
  }

  /// The labels shown now.
  public var current: LoadedLabels<Labels> {
    state.withLock { $0.current }
  }

  /// The line's control document as last read (from the store or the cache), ``LineRollout/none``
  /// when none was.
  public var rollout: LineRollout {
    state.withLock { $0.rollout }
  }

  /// The labels shown now, then each time they change, until the task reading them ends.
  public func updates() -> AsyncStream<LoadedLabels<Labels>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: LoadedLabels<Labels>.self, bufferingPolicy: .bufferingNewest(1))
    let id = UUID()
    state.withLock { state in
      continuation.yield(state.current)
      state.listeners[id] = continuation
    }
    continuation.onTermination = { [state] _ in
      state.withLock { _ = $0.listeners.removeValue(forKey: id) }
    }
    return stream
  }

  /// Reads the line's control document, then the tree it chooses for the install, and shows that tree
  /// when it changed and some of it is usable (the defaults when the line is halted). Two requests, each
  /// a `304` when nothing changed; one when the line is halted; three when the staged tree was replaced
  /// between the two reads.
  /// - Returns: what the store answered for the last tree read, or for the control document when the
  ///   line is halted.
  @discardableResult
  public func refresh() async -> LabelsFetch {
    let rolloutTag = state.withLock { $0.rolloutTag }
    let control = await fetcher.fetch(.rollout, of: endpoint, ifNoneMatch: rolloutTag)
    if case .document(let data, let tag) = control {
      let rollout = LineRollout.parse(data)
      try? cache?.store(data, etag: tag, isComplete: true, for: .rollout, of: endpoint)
      state.withLock { state in
        state.rollout = rollout
        state.rolloutTag = tag
      }
    }
    switch state.withLock({ $0.rollout }).selection(at: position) {
    case .halted:
      show(LabelsLoader.defaultsOnly(defaults), node: nil, etag: nil)
      return control
    case .released:
      return await read(.released).fetch
    case .staged(let id):
      guard let node = LineNode.staged(id: id) else { return await read(.released).fetch }
      switch await read(node) {
      case .settled(let fetch): return fetch
      case .takeReleased: return await read(.released).fetch
      }
    }
  }

  /// Reads one tree with the tag of the document the app holds for it (the one shown, else the cached
  /// one), and shows what it brought.
  private func read(_ node: LineNode) async -> TreeRead {
    let (shown, shownTag) = state.withLock { ($0.shown, $0.etag) }
    let cached = shown == node ? nil : cache?.entry(for: node, of: endpoint)
    let fetch = await fetcher.fetch(node, of: endpoint, ifNoneMatch: shown == node ? shownTag : cached?.etag)
    let isStaged = node.stagedID != nil
    switch fetch {
    case .notModified:
      // The cached tree is still current: shown again without a download.
      if let cached {
        let loaded = Self.launch(from: cached, over: defaults, rules: pluralRules)
        if loaded.source != .defaultsOnly { show(loaded, node: node, etag: cached.etag) }
      }
      return .settled(fetch)
    case .document(let data, let tag):
      guard let loaded = LabelsLoader.load(data, over: defaults, rules: pluralRules),
        loaded.source != .defaultsOnly
      else {
        // A staged tree with nothing usable (`null`: replaced between the two reads) gives the released
        // tree; a tree no longer chosen is not kept on screen.
        if isStaged { return .takeReleased(fetch) }
        if shown != nil, shown != node { show(LabelsLoader.defaultsOnly(defaults), node: nil, etag: nil) }
        return .settled(fetch)
      }
      try? cache?.store(data, etag: tag, isComplete: loaded.source == .remote, for: node, of: endpoint)
      show(loaded, node: node, etag: tag)
      return .settled(fetch)
    case .failed(let error):
      // A staged tree the store refuses (rules that do not allow reading it) gives the released tree; a
      // failure that may pass by itself leaves what is shown until the next refresh.
      return isStaged && !Self.mayPass(error) ? .takeReleased(fetch) : .settled(fetch)
    }
  }

  /// Whether a failed read may succeed if tried again soon: the network, the store's load, a token.
  private static func mayPass(_ error: LabelsFetchError) -> Bool {
    switch error {
    case .timedOut, .transport, .tokenUnavailable: true
    case .status(let status): RetryRule.isTransient(status: status)
    case .unauthorized, .notFound, .redirected, .unexpectedContentType, .bodyTooLarge: false
    }
  }

  /// Shows `loaded`, the tree `node` of tag `etag` (`nil` for the defaults), and tells the listeners
  /// when it differs from what is shown.
  private func show(_ loaded: LoadedLabels<Labels>, node: LineNode?, etag: String?) {
    let listeners = state.withLock { state -> [AsyncStream<LoadedLabels<Labels>>.Continuation] in
      let changed = state.shown != node || state.etag != etag || state.current.source != loaded.source
      state.current = loaded
      state.shown = node
      state.etag = etag
      return changed ? Array(state.listeners.values) : []
    }
    for listener in listeners { listener.yield(loaded) }
  }
}
