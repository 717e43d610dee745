extension Labels {
  /// The daily reminder notification.
  public struct Reminder: LabelGroup {
    /// The title of the switch that turns the reminder on.
    public let toggle: String
    /// The notification's text; `{time}` is the time of day it fires.
    public let body: String

    /// Creates the reminder labels.
    public init(toggle: String, body: String) {
      self.toggle = toggle
      self.body = body
    }
  }
}
