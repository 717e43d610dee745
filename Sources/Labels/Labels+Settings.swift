extension Labels {
  /// The labels of the settings screen.
  public struct Settings: LabelGroup {
    /// The title of the settings screen.
    public var title: String
    /// The notifications section.
    @Indirect public var notifications: Notifications

    /// Creates the settings labels.
    public init(title: String, notifications: Notifications) {
      self.title = title
      self.notifications = notifications
    }

    /// Decodes the settings labels, one member per property.
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
      let labels = try LabelDecoder(decoder)
      title = try labels.decode("title")
      notifications = try labels.decode("notifications")
    }
  }
}
