extension Labels {
  /// The daily reminder notification.
  public struct Reminder: LabelGroup {
    /// The title of the switch that turns the reminder on.
    public let toggle: String
    /// The notification's text: `labels.settings.reminder.body(time)`, where `time` is the time of day
    /// it fires, and `{time}` marks it in the text.
    public let body: Template<String>

    /// Creates the reminder labels.
    public init(toggle: String, body: Template<String>) {
      self.toggle = toggle
      self.body = body
    }
  }
}
