extension Labels {
  /// The daily reminder notification.
  public struct Reminder: LabelGroup {
    /// The title of the switch that turns the reminder on.
    public var toggle: String
    /// The notification's text; `{time}` is the time of day it fires.
    public var body: String

    /// Creates the reminder labels.
    public init(toggle: String, body: String) {
      self.toggle = toggle
      self.body = body
    }

    /// Decodes the reminder labels, one member per property.
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
      let labels = try LabelDecoder(decoder)
      toggle = try labels.decode("toggle")
      body = try labels.decode("body")
    }
  }
}
