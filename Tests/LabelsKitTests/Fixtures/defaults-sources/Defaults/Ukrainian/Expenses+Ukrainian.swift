import Labels

extension Labels.Expenses {
  /// The Ukrainian expense tracking.
  static var ukrainian: Labels.Expenses {
    Labels.Expenses(
      title: "Витрати",
      count: "Витрат: %lld",
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
