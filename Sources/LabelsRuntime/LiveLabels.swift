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
/// A refresh sends the cached document's tag, so unchanged labels cost a `304` and no decoding. A new
/// document replaces the labels shown, and is cached, only when some of it was usable
/// (``LabelsSource/defaultsOnly`` keeps what is shown). Every label is checked as
/// ``LabelsLoader/load(_:over:)`` checks it, so nothing the app cannot format is ever shown. Plural labels
/// take the CLDR rules of the endpoint's locale: `labels.expenses.count(5)` formats in it.
public final class LiveLabels<Labels: Codable & Sendable>: Sendable {
  /// What the labels shown are.
  private struct State {
    var current: LoadedLabels<Labels>
    var etag: String?
    var listeners: [UUID: AsyncStream<LoadedLabels<Labels>>.Continuation] = [:]
  }

  /// The endpoint read.
  public let endpoint: LabelsEndpoint
  private let defaults: Labels
  private let fetcher: LabelsFetcher
  private let cache: LabelsCache?
  private let pluralRules: PluralRules
  private let state: LockedState<State>

  /// Starts from the cached document of the endpoint, checked over the defaults, or from the defaults.
  /// Reads the cache synchronously and touches no network.
  public init(endpoint: LabelsEndpoint, defaults: Labels, fetcher: LabelsFetcher, cache: LabelsCache?) {
    self.endpoint = endpoint
    self.defaults = defaults
    self.fetcher = fetcher
    self.cache = cache
    pluralRules = PluralRules.forLocale(endpoint.locale)
    var initial = State(current: LabelsLoader.defaultsOnly(defaults))
    if let cached = cache?.entry(for: endpoint) {
      let loaded = Self.launch(from: cached, over: defaults, rules: pluralRules)
      if loaded.source != .defaultsOnly {
        initial.current = loaded
        initial.etag = cached.etag
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

  /// Asks the store for the endpoint's document and shows it when it changed and some of it is usable.
  /// - Returns: what the store answered.
  @discardableResult
  public func refresh() async -> LabelsFetch {
    let etag = state.withLock { $0.etag }
    let fetch = await fetcher.fetch(endpoint, ifNoneMatch: etag)
    guard case .document(let data, let newTag) = fetch,
      let loaded = LabelsLoader.load(data, over: defaults, rules: pluralRules)
    else {
      return fetch
    }
    guard loaded.source != .defaultsOnly else { return fetch }
    try? cache?.store(data, etag: newTag, isComplete: loaded.source == .remote, for: endpoint)
    let listeners = state.withLock { state in
      state.current = loaded
      state.etag = newTag
      return Array(state.listeners.values)
    }
    for listener in listeners { listener.yield(loaded) }
    return fetch
  }
}
