import LabelsSchema

/// The app fixture's locales: English, the base, and Russian, whose plurals need four forms.
extension AppFixtureLabels {
  /// The base locale, with every optional label.
  public static let english = AppFixtureLabels(
    inbox: Inbox(
      title: "Inbox", greeting: "Hi, %@!", stats: "%1$lld of %2$llu read (%3$.1f%%)",
      unread: .en(one: "%lld unread", other: "%lld unread"),
      subtitle: "All caught up",
      activity: PluralText("%#@messages@ in %#@threads@") {
        switch $0 {
        case .messages: .en(one: "One new message", other: "%lld new messages", exact: [0: "No new messages"])
        case .threads: .en(one: "%lld thread", other: "%lld threads")
        }
      }),
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
      title: "Входящие", greeting: "Привет, %@!", stats: "Прочитано %1$lld из %2$llu (%3$.1f%%)",
      unread: .ru(
        one: "%lld непрочитанное", few: "%lld непрочитанных", many: "%lld непрочитанных",
        other: "%lld непрочитанного"),
      subtitle: "Всё прочитано",
      activity: PluralText("%2$#@threads@: %1$#@messages@") {
        switch $0 {
        case .messages:
          .ru(
            one: "%lld новое", few: "%lld новых", many: "%lld новых", other: "%lld нового",
            exact: [0: "нет новых"])
        case .threads: .ru(one: "%lld беседа", few: "%lld беседы", many: "%lld бесед", other: "%lld беседы")
        }
      }),
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
