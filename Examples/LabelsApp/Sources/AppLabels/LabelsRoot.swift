#if canImport(SwiftUI)
  import LabelsRuntime
  import ShopLabels
  import SwiftUI

  /// The root of the app's views: hands the app's one model to every screen through the environment,
  /// and refreshes it each time the app becomes active, at launch included.
  ///
  /// ```swift
  /// @main struct ShopApp: App {
  ///   @State private var model = LabelsModel(try! AppLabels.live(database: database))
  ///   var body: some Scene { WindowGroup { LabelsRoot(model: model) { ExpensesScreen() } } }
  /// }
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public struct LabelsRoot<Content: View>: View {
    private let model: LabelsModel<Labels>
    private let content: () -> Content
    @Environment(\.scenePhase) private var scenePhase

    /// The screens of `content`, reading `model`.
    public init(model: LabelsModel<Labels>, @ViewBuilder content: @escaping () -> Content) {
      self.model = model
      self.content = content
    }

    /// The screens, with the model in their environment.
    public var body: some View {
      content()
        .environment(model)
        // Runs at launch and at each change of phase: one refresh each time the app becomes active.
        .task(id: scenePhase) {
          if scenePhase == .active { await model.refresh() }
        }
    }
  }
#endif
