extension Labels {
  /// The labels of the settings screen.
  public struct Settings: LabelGroup {
    /// The title of the settings screen.
    public let title: String
    /// The notifications section.
    @Indirect public var notifications: Notifications

    /// Creates the settings labels.
    public init(title: String, notifications: Notifications) {
      self.title = title
      self.notifications = notifications
    }
  }
}
