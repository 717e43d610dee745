#if canImport(SwiftUI)
  import LabelsRuntime
  import ShopLabels
  import SwiftUI

  /// A screen that shows a text and a plural from the app's one model, read from the environment; it
  /// re-renders when fresh labels arrive.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public struct ExpensesScreen: View {
    @Environment(LabelsModel<Labels>.self) private var model

    /// A screen of the app, under a ``LabelsRoot``.
    public init() {}

    /// The greeting and the number of expenses, in the locale the labels were loaded for.
    public var body: some View {
      VStack {
        Text(model.labels.login.greeting("Аня"))
        Text(model.labels.expenses.count(5))
      }
    }
  }
#endif
