/// Every user-facing string of the app, as one value per locale.
///
/// The app decodes the published JSON into this type, so a change here is a change to the contract
/// with every installed app: `LabelsParser check` says whether it needs a new `schemaVersion`.
public struct Labels: LabelGroup {
  /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
  public static let schemaVersion = "2.0.0"

  /// The login screen.
  @Indirect public private(set) var login: Login
  /// Expense tracking.
  @Indirect public private(set) var expenses: Expenses
  /// The settings screen.
  @Indirect public private(set) var settings: Settings

  /// Creates the labels of one locale.
  public init(login: Login, expenses: Expenses, settings: Settings) {
    self.login = login
    self.expenses = expenses
    self.settings = settings
  }
}
