extension Labels {
  /// The notifications section of the settings screen.
  public struct Notifications: Codable, Equatable, Sendable {
    /// The title of the section.
    public var title: String
    /// The daily reminder.
    public var reminder: Reminder

    /// Creates the notification labels.
    public init(title: String, reminder: Reminder) {
      self.title = title
      self.reminder = reminder
    }
  }
}
