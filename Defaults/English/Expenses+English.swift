import Labels

extension Labels.Expenses {
  /// The English expense tracking.
  static var english: Labels.Expenses {
    Labels.Expenses(
      title: "Expenses",
      count: .en(one: "%lld expense", other: "%lld expenses", exact: [0: "No expenses"]),
      categories: [
        Labels.ExpenseCategory(id: "entertainment", name: "Entertainment"),
        Labels.ExpenseCategory(id: "food", name: "Food"),
        Labels.ExpenseCategory(id: "insurance", name: "Insurance"),
        Labels.ExpenseCategory(id: "travel", name: "Travel"),
        Labels.ExpenseCategory(id: "utilities", name: "Utilities"),
      ]
    )
  }
}
