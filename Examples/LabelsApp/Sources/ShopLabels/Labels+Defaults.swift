import LabelsSchema

extension Labels {
  /// English, the base locale.
  public static let english = Labels(
    login: Login(greeting: "Hello, %@!"),
    expenses: Expenses(count: .en(one: "%lld expense", other: "%lld expenses", exact: [0: "No expenses"])))

  /// Russian, whose plurals need four forms.
  public static let russian = Labels(
    login: Login(greeting: "Привет, %@!"),
    expenses: Expenses(
      count: .ru(
        one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
        exact: [0: "Нет расходов"])))
}
