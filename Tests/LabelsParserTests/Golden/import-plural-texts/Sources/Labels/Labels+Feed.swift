extension Labels {
  /// The labels under `feed`.
  public struct Feed: LabelGroup {
    /// `feed.shared`: a text of several counts, such as "%1$#@posts@ today".
    public let shared: PluralText1<SharedCount, String>

    /// Creates the labels under `feed`.
    public init(shared: PluralText1<SharedCount, String>) {
      self.shared = shared
    }

    /// The count variables of a label of several counts, each named as its format references it.
    public enum SharedCount: String, PluralVariable {
      case posts
    }
  }
}
