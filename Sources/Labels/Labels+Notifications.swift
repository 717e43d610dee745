extension Labels {
  /// The notifications section of the settings screen.
  public struct Notifications: LabelGroup {
    /// The title of the section.
    public var title: String
    /// The daily reminder.
    @Indirect public var reminder: Reminder

    /// Creates the notification labels.
    public init(title: String, reminder: Reminder) {
      self.title = title
      self.reminder = reminder
    }

    /// Decodes the notification labels, one member per property.
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
      let labels = try LabelDecoder(decoder)
      title = try labels.decode("title")
      reminder = try labels.decode("reminder")
    }
  }
}
