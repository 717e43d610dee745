import Observation

/// The labels an app's views show, observed: a view re-renders when fresh labels arrive. One model
/// serves the whole app: made once at its root, handed to every screen through SwiftUI's environment,
/// and refreshed when the app becomes active, not once per screen.
///
/// ```swift
/// @main struct ShopApp: App {
///   @State private var model = LabelsModel(live)
///   @Environment(\.scenePhase) private var scenePhase
///
///   var body: some Scene {
///     WindowGroup { RootView() }
///       .environment(model)
///       .onChange(of: scenePhase) { _, phase in
///         if phase == .active { Task { await model.refresh() } }
///       }
///   }
/// }
///
/// struct ExpensesScreen: View {
///   @Environment(LabelsModel<Labels>.self) private var model
///   var body: some View { Text(model.labels.expenses.count(5)) }
/// }
/// ```
///
/// It starts with ``LiveLabels/current`` (the cached labels, else the defaults). ``refresh()`` asks the
/// store and shows what it brought; a refresh asked while one is under way waits for that one, so
/// readers that each ask cause one request. ``follow()`` shows every change of the `LiveLabels`, for
/// labels that another part of the app refreshes. Labels equal to those shown are not set again, so a `304`, a failed
/// fetch or a document that changes nothing re-renders no view. Everything is read on the main actor, as a
/// view reads it. It needs
/// the Observation framework (iOS 17), above the package's floor: on iOS 16, read
/// ``LiveLabels/updates()`` in a `.task` instead.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class LabelsModel<Labels: Codable & Equatable & Sendable> {
  /// The labels shown, where they came from and which of them fell back to the defaults.
  public private(set) var current: LoadedLabels<Labels>
  /// The live labels shown.
  public let live: LiveLabels<Labels>
  /// The refresh under way, which a second caller waits for instead of fetching again.
  @ObservationIgnored private var refreshing: Task<LabelsFetch, Never>?

  /// Shows `live`'s current labels.
  public init(_ live: LiveLabels<Labels>) {
    self.live = live
    current = live.current
  }

  /// The labels shown: `model.labels.login.greeting("Аня")`.
  public var labels: Labels { current.labels }

  /// Asks the store for fresh labels and shows them; called while a refresh is under way, waits for
  /// that one and sends no request of its own.
  /// - Returns: what the store answered.
  @discardableResult
  public func refresh() async -> LabelsFetch {
    if let refreshing { return await refreshing.value }
    let live = live
    let task = Task { await live.refresh() }
    refreshing = task
    let fetch = await task.value
    refreshing = nil
    show(live.current)
    return fetch
  }

  /// Shows each change of `live`'s labels until the calling task ends (a view's `.task`).
  public func follow() async {
    for await loaded in live.updates() { show(loaded) }
  }

  private func show(_ loaded: LoadedLabels<Labels>) {
    if loaded != current { current = loaded }
  }
}
