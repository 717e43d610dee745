extension Labels {
  /// The daily reminder notification.
  public struct Reminder: Codable, Equatable, Sendable {
    /// The title of the switch that turns the reminder on.
    public var toggle: String
    /// The notification's text; `{time}` is the time of day it fires.
    public var body: String

    /// Creates the reminder labels.
    public init(toggle: String, body: String) {
      self.toggle = toggle
      self.body = body
    }
  }
}
