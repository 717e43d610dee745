/// Every user-facing string of the app, as one value per locale.
///
/// Imported by `LabelsParser import`; every label keeps its original key in the JSON.
public struct Labels: LabelGroup {
  /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
  public static let schemaVersion = "1.0.0"

  /// The JSON key of each label whose key is not its Swift name.
  public static var labelKeys: [String: String] {
    [
      "keepsYourTimelineUpToDate": "Keeps your timeline up to date%2E",
      "accountSettingsTitle": "account-settings-title",
      "itemsCount": "items_count",
    ]
  }

  /// The key the app looks up for each label whose key is not its path.
  public static var sourceKeys: [String: String] {
    [
      "keepsYourTimelineUpToDate": "Keeps your timeline up to date."
    ]
  }

  /// Shown under the sync switch.
  ///
  /// Keep it under 40 characters.
  ///
  /// `Keeps your timeline up to date%2E`: "Keeps your timeline up to date.".
  public let keepsYourTimelineUpToDate: String
  /// Title of the account screen.
  ///
  /// `account-settings-title`: "Account".
  public let accountSettingsTitle: String
  /// How many items the cart holds.
  ///
  /// `items_count`: a plural, such as "%lld items".
  public let itemsCount: Plural
  /// The labels under `login`.
  @Indirect public private(set) var login: Login

  /// Creates the labels of one locale.
  public init(
    keepsYourTimelineUpToDate: String,
    accountSettingsTitle: String,
    itemsCount: Plural,
    login: Login
  ) {
    self.keepsYourTimelineUpToDate = keepsYourTimelineUpToDate
    self.accountSettingsTitle = accountSettingsTitle
    self.itemsCount = itemsCount
    self.login = login
  }
}
