import LabelsSchema

/// The schema the toolchain's tests use: their own `LabelGroup`, shaped like an app's labels but owned
/// by the tests, so that the app team's labels can change without touching them. The LabelGroup,
/// schema, rules, export and loading tests all share it.
///
/// It has a group with a `%@` placeholder and an optional label (`profile`), a group with an array of
/// items matched by `id` (`cart`), and groups nested three levels deep through `@Indirect`
/// (`options/alerts/digest`).
public struct FixtureLabels: LabelGroup {
  /// A group of plain labels, one of them optional.
  @Indirect public var profile: Profile
  /// A group with an array of items.
  @Indirect public var cart: Cart
  /// A group holding nested groups.
  @Indirect public var options: Options

  /// Plain labels: a headline, a button, a greeting with `%@` and an optional hint.
  public struct Profile: LabelGroup {
    /// The headline.
    public let headline: String
    /// The button.
    public let signIn: String
    /// The greeting; `%@` is a name.
    public let greeting: String
    /// A hint that `nil` hides.
    public let hint: String?

    /// Creates the labels from each member.
    public init(headline: String, signIn: String, greeting: String, hint: String?) {
      self.headline = headline
      self.signIn = signIn
      self.greeting = greeting
      self.hint = hint
    }
  }

  /// A title, a count and the items of a list.
  public struct Cart: LabelGroup {
    /// The title.
    public let title: String
    /// The count; `%lld` is the number of items.
    public let count: String
    /// The items, in display order.
    public let items: [Item]

    /// Creates the labels from each member.
    public init(title: String, count: String, items: [Item]) {
      self.title = title
      self.count = count
      self.items = items
    }
  }

  /// One item of the list: an identifier that is never translated and a name.
  public struct Item: LabelGroup {
    /// The identifier.
    public let id: String
    /// The name.
    public let name: String

    /// Creates the labels from each member.
    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// A title over a nested group.
  public struct Options: LabelGroup {
    /// The title.
    public let title: String
    /// The nested group.
    @Indirect public var alerts: Alerts

    /// Creates the labels from each member.
    public init(title: String, alerts: Alerts) {
      self.title = title
      self.alerts = alerts
    }
  }

  /// A title over a group one level deeper.
  public struct Alerts: LabelGroup {
    /// The title.
    public let title: String
    /// The innermost group.
    @Indirect public var digest: Digest

    /// Creates the labels from each member.
    public init(title: String, digest: Digest) {
      self.title = title
      self.digest = digest
    }
  }

  /// The innermost group: a switch and a text with a `{time}` placeholder.
  public struct Digest: LabelGroup {
    /// The switch.
    public let toggle: String
    /// The text; `{time}` is a time of day.
    public let body: String

    /// Creates the labels from each member.
    public init(toggle: String, body: String) {
      self.toggle = toggle
      self.body = body
    }
  }

  /// Creates the labels from each member.
  public init(profile: Profile, cart: Cart, options: Options) {
    self.profile = profile
    self.cart = cart
    self.options = options
  }
}
