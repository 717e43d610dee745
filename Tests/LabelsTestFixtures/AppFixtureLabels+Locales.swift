import LabelsSchema

/// The app fixture's locales: English, the base, and Russian, whose plurals need four forms.
extension AppFixtureLabels {
  /// The base locale, with every optional label.
  public static let english = AppFixtureLabels(
    inbox: Inbox(
      title: "Inbox", greeting: "Hi, %@!", unread: .en(one: "%lld unread", other: "%lld unread"),
      subtitle: "All caught up"),
    expenses: Expenses(
      title: "Expenses", spent: "%1$@ spent %2$.2f",
      count: .en(one: "%lld expense", other: "%lld expenses", exact: [0: "No expenses"]),
      categories: [
        Category(id: "food", name: "Food", items: .en(one: "%lld meal", other: "%lld meals")),
        Category(id: "travel", name: "Travel", items: nil),
      ],
      visibleCategories: 2, showsTotals: true))

  /// Russian, with every optional label and texts outside ASCII.
  public static let russian = AppFixtureLabels(
    inbox: Inbox(
      title: "Входящие", greeting: "Привет, %@!",
      unread: .ru(
        one: "%lld непрочитанное", few: "%lld непрочитанных", many: "%lld непрочитанных",
        other: "%lld непрочитанного"),
      subtitle: "Всё прочитано"),
    expenses: Expenses(
      title: "Расходы", spent: "%1$@ потратила %2$.2f",
      count: .ru(
        one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
        exact: [0: "Нет расходов"]),
      categories: [
        Category(
          id: "food", name: "Еда",
          items: .ru(one: "%lld обед", few: "%lld обеда", many: "%lld обедов", other: "%lld обеда")),
        Category(id: "travel", name: "Поездки", items: nil),
      ],
      visibleCategories: 2, showsTotals: true))
}
