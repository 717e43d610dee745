/// Every user-facing string of the app, as one value per locale.
///
/// Imported by `LabelsParser import`; every label keeps its original key in the JSON.
public struct Labels: LabelGroup {
  /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
  public static let schemaVersion = "1.0.0"

  /// The labels under `feed`.
  @Indirect public private(set) var feed: Feed
  /// The labels under `inbox`.
  @Indirect public private(set) var inbox: Inbox
  /// The labels under `photos`.
  @Indirect public private(set) var photos: Photos
  /// The labels under `profile`.
  @Indirect public private(set) var profile: Profile

  /// Creates the labels of one locale.
  public init(feed: Feed, inbox: Inbox, photos: Photos, profile: Profile) {
    self.feed = feed
    self.inbox = inbox
    self.photos = photos
    self.profile = profile
  }
}
