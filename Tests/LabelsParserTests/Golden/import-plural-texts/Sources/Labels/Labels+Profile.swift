extension Labels {
  /// The labels under `profile`.
  public struct Profile: LabelGroup {
    /// `profile.boosted`: a text of several counts, such as "%1$@ boosted %2$#@count@".
    public let boosted: PluralText1<BoostedCount, String>
    /// `profile.posted`: a text of several counts, such as "%@ has %#@posts@".
    public let posted: PluralText1<PostedCount, String>
    /// `profile.stats`: a text of several counts, such as "%#@followers@ · %#@posts@".
    public let stats: PluralText<StatsCount>

    /// Creates the labels under `profile`.
    public init(
      boosted: PluralText1<BoostedCount, String>,
      posted: PluralText1<PostedCount, String>,
      stats: PluralText<StatsCount>
    ) {
      self.boosted = boosted
      self.posted = posted
      self.stats = stats
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum BoostedCount: String, PluralVariable {
      case count
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum PostedCount: String, PluralVariable {
      case posts
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum StatsCount: String, PluralVariable {
      case followers
      case posts
    }
  }
}
