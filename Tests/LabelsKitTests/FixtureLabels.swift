import Labels

/// The schema the schema, rules and export tests describe: a test's own `LabelGroup`, shaped like an
/// app's labels but owned by the tests, so that the app team's labels can change without touching them.
///
/// It has a group with a `%@` placeholder and an optional label (`profile`), a group with an array of
/// items matched by `id` (`cart`), and groups nested three levels deep through `@Indirect`
/// (`options/alerts/digest`).
struct FixtureLabels: LabelGroup {
  /// A group of plain labels, one of them optional.
  @Indirect var profile: Profile
  /// A group with an array of items.
  @Indirect var cart: Cart
  /// A group holding nested groups.
  @Indirect var options: Options

  /// Plain labels: a headline, a button, a greeting with `%@` and an optional hint.
  struct Profile: LabelGroup {
    /// The headline.
    let headline: String
    /// The button.
    let signIn: String
    /// The greeting; `%@` is a name.
    let greeting: String
    /// A hint that `nil` hides.
    let hint: String?
  }

  /// A title, a count and the items of a list.
  struct Cart: LabelGroup {
    /// The title.
    let title: String
    /// The count; `%lld` is the number of items.
    let count: String
    /// The items, in display order.
    let items: [Item]
  }

  /// One item of the list: an identifier that is never translated and a name.
  struct Item: LabelGroup {
    /// The identifier.
    let id: String
    /// The name.
    let name: String
  }

  /// A title over a nested group.
  struct Options: LabelGroup {
    /// The title.
    let title: String
    /// The nested group.
    @Indirect var alerts: Alerts
  }

  /// A title over a group one level deeper.
  struct Alerts: LabelGroup {
    /// The title.
    let title: String
    /// The innermost group.
    @Indirect var digest: Digest
  }

  /// The innermost group: a switch and a text with a `{time}` placeholder.
  struct Digest: LabelGroup {
    /// The switch.
    let toggle: String
    /// The text; `{time}` is a time of day.
    let body: String
  }
}
