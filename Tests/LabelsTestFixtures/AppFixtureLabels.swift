import LabelsSchema

/// The schema the app side's tests and fuzz target load remote documents into: every kind of label an
/// app shows, owned by the tests so that the team's labels can change without touching them.
///
/// It has texts, an optional text, typed labels of one, two and three arguments (of every argument
/// kind), plurals (one of them optional), a label of two counts in one text,
/// a list of items matched by `id` with a plural in each, a number and a boolean, and a group nested
/// through `@Indirect`.
public struct AppFixtureLabels: LabelGroup {
  /// The inbox screen.
  @Indirect public var inbox: Inbox
  /// The expenses screen.
  @Indirect public var expenses: Expenses

  /// Texts, typed labels of every argument kind and a plural.
  public struct Inbox: LabelGroup {
    /// The title.
    public let title: String
    /// The greeting; the argument is a name.
    public let greeting: Template<String>
    /// Read of received, and the share read: a signed and an unsigned integer and a number.
    public let stats: Template3<Int, UInt64, Float>
    /// The number of unread messages.
    public let unread: Plural
    /// A line under the title that `nil` hides.
    public let subtitle: String?
    /// New messages and the threads they are in: two counts in one text.
    public let activity: PluralText<ActivityCount>

    /// Creates the labels from each member.
    public init(
      title: String, greeting: Template<String>, stats: Template3<Int, UInt64, Float>, unread: Plural,
      subtitle: String?, activity: PluralText<ActivityCount>
    ) {
      self.title = title
      self.greeting = greeting
      self.stats = stats
      self.unread = unread
      self.subtitle = subtitle
      self.activity = activity
    }
  }

  /// The counts of ``Inbox/activity``.
  public enum ActivityCount: String, PluralVariable {
    /// New messages.
    case messages
    /// The threads they are in.
    case threads
  }

  /// A typed label of two arguments, a plural, a list, a number and a boolean.
  public struct Expenses: LabelGroup {
    /// The title.
    public let title: String
    /// Who spent how much: a name and an amount.
    public let spent: Template2<String, Double>
    /// The number of expenses.
    public let count: Plural
    /// The categories, in display order.
    public let categories: [Category]
    /// How many categories the screen shows before "more".
    public let visibleCategories: Int
    /// Whether totals are shown.
    public let showsTotals: Bool

    /// Creates the labels from each member.
    public init(
      title: String, spent: Template2<String, Double>, count: Plural, categories: [Category],
      visibleCategories: Int, showsTotals: Bool
    ) {
      self.title = title
      self.spent = spent
      self.count = count
      self.categories = categories
      self.visibleCategories = visibleCategories
      self.showsTotals = showsTotals
    }
  }

  /// One category: an identifier that is never translated, a name and an optional plural.
  public struct Category: LabelGroup {
    /// The identifier.
    public let id: String
    /// The name.
    public let name: String
    /// The number of expenses in the category, for the categories that show one.
    public let items: Plural?

    /// Creates the labels from each member.
    public init(id: String, name: String, items: Plural?) {
      self.id = id
      self.name = name
      self.items = items
    }
  }

  /// Creates the labels from each member.
  public init(inbox: Inbox, expenses: Expenses) {
    self.inbox = inbox
    self.expenses = expenses
  }
}
