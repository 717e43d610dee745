extension Labels {
  /// The notifications section of the settings screen.
  public struct Notifications: LabelGroup {
    /// The title of the section.
    public let title: String
    /// The daily reminder.
    @Indirect public var reminder: Reminder

    /// Creates the notification labels.
    public init(title: String, reminder: Reminder) {
      self.title = title
      self.reminder = reminder
    }
  }
}
