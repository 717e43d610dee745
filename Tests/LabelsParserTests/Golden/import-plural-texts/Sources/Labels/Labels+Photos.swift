extension Labels {
  /// The labels under `photos`.
  public struct Photos: LabelGroup {
    /// `photos.liked`: a text of several counts, such as "Liked by %#@count@.".
    public let liked: PluralText<LikedCount>

    /// Creates the labels under `photos`.
    public init(liked: PluralText<LikedCount>) {
      self.liked = liked
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum LikedCount: String, PluralVariable {
      case count
    }
  }
}
