extension Labels {
  /// The labels of the settings screen.
  public struct Settings: Codable, Equatable, Sendable {
    /// The title of the settings screen.
    public var title: String
    /// The notifications section.
    public var notifications: Notifications

    /// Creates the settings labels.
    public init(title: String, notifications: Notifications) {
      self.title = title
      self.notifications = notifications
    }
  }
}
