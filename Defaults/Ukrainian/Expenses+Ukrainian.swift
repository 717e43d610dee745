import Labels

extension Labels.Expenses {
  /// The Ukrainian expense tracking.
  static var ukrainian: Labels.Expenses {
    Labels.Expenses(
      title: "Витрати",
      count: .uk(
        one: "%lld витрата", few: "%lld витрати", many: "%lld витрат", other: "%lld витрати",
        exact: [0: "Немає витрат"]),
      categories: [
        Labels.ExpenseCategory(id: "entertainment", name: "Розваги"),
        Labels.ExpenseCategory(id: "food", name: "Їжа"),
        Labels.ExpenseCategory(id: "insurance", name: "Страхування"),
        Labels.ExpenseCategory(id: "travel", name: "Подорожі"),
        Labels.ExpenseCategory(id: "utilities", name: "Комунальні послуги"),
      ]
    )
  }
}
