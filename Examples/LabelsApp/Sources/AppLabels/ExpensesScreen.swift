#if canImport(SwiftUI)
  import LabelsRuntime
  import ShopLabels
  import SwiftUI

  /// A screen that shows a text and a plural from the labels, and re-renders when fresh ones arrive.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public struct ExpensesScreen: View {
    @State private var model: LabelsModel<Labels>

    /// A screen over the app's live labels.
    public init(live: LiveLabels<Labels>) {
      _model = State(initialValue: LabelsModel(live))
    }

    /// The greeting and the number of expenses, in the locale the labels were loaded for.
    public var body: some View {
      VStack {
        Text(model.labels.login.greeting("Аня"))
        Text(model.labels.expenses.count(5))
      }
      .task { await model.refresh() }
    }
  }
#endif
