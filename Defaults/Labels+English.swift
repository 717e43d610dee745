import Labels

extension Labels {
  /// The English labels: the base locale every other locale is translated from.
  public static let english = Labels(
    login: Login(
      welcome: "Welcome back",
      loginButton: "Log in",
      greeting: "Hello, %@!",
      forgotPassword: "Forgot password?"
    ),
    expenses: Expenses(
      title: "Expenses",
      count: "%lld expenses",
      categories: [
        ExpenseCategory(id: "entertainment", name: "Entertainment"),
        ExpenseCategory(id: "food", name: "Food"),
        ExpenseCategory(id: "insurance", name: "Insurance"),
        ExpenseCategory(id: "travel", name: "Travel"),
        ExpenseCategory(id: "utilities", name: "Utilities"),
      ]
    ),
    settings: Settings(
      title: "Settings",
      notifications: Notifications(
        title: "Notifications",
        reminder: Reminder(
          toggle: "Daily reminder",
          body: "Time to log today's expenses. We'll remind you again at {time}."
        )
      )
    )
  )
}
