extension Labels {
  /// The labels under `inbox`.
  public struct Inbox: LabelGroup {
    /// `inbox.activity`: a text of several counts, such as "%1$#@messages@ in %2$#@threads@".
    public let activity: PluralText<ActivityCount>

    /// Creates the labels under `inbox`.
    public init(activity: PluralText<ActivityCount>) {
      self.activity = activity
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum ActivityCount: String, PluralVariable {
      case messages
      case threads
    }
  }
}
