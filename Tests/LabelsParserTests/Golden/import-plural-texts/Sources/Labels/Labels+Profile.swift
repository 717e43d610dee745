extension Labels {
  /// The labels under `profile`.
  public struct Profile: LabelGroup {
    /// `profile.stats`: a text of several counts, such as "%#@followers@ · %#@posts@".
    public let stats: PluralText<StatsCount>

    /// Creates the labels under `profile`.
    public init(stats: PluralText<StatsCount>) {
      self.stats = stats
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum StatsCount: String, PluralVariable {
      case followers
      case posts
    }
  }
}
