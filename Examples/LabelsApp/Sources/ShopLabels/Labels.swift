import LabelsSchema

/// The example app's own labels, so that the example and `.ci/example` pass whatever a team's labels are.
/// Named as a team's schema is named, so the app's code reads as README and docs/runtime.md show it.
public struct Labels: LabelGroup {
  /// The version of this schema, published in `Examples/LabelsApp/Exports/`.
  public static let schemaVersion = "1.0.0"

  /// The login screen.
  @Indirect public private(set) var login: Login
  /// The expenses screen.
  @Indirect public private(set) var expenses: Expenses

  /// Creates the labels from each member.
  public init(login: Login, expenses: Expenses) {
    self.login = login
    self.expenses = expenses
  }
}
