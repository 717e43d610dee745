import Labels

extension Labels.Expenses {
  /// The Russian expense tracking.
  static var russian: Labels.Expenses {
    Labels.Expenses(
      title: "Расходы",
      count: .ru(
        one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
        exact: [0: "Нет расходов"]),
      categories: [
        Labels.ExpenseCategory(id: "entertainment", name: "Развлечения"),
        Labels.ExpenseCategory(id: "food", name: "Еда"),
        Labels.ExpenseCategory(id: "insurance", name: "Страхование"),
        Labels.ExpenseCategory(id: "travel", name: "Путешествия"),
        Labels.ExpenseCategory(id: "utilities", name: "Коммунальные услуги"),
      ]
    )
  }
}
