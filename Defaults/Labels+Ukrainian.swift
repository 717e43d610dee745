import Labels

extension Labels {
  /// The Ukrainian labels.
  public static let ukrainian = Labels(
    login: Login(
      welcome: "З поверненням",
      loginButton: "Увійти",
      greeting: "Вітаємо, %@!",
      forgotPassword: nil
    ),
    expenses: Expenses(
      title: "Витрати",
      count: "Витрат: %lld",
      categories: [
        ExpenseCategory(id: "entertainment", name: "Розваги"),
        ExpenseCategory(id: "food", name: "Їжа"),
        ExpenseCategory(id: "insurance", name: "Страхування"),
        ExpenseCategory(id: "travel", name: "Подорожі"),
        ExpenseCategory(id: "utilities", name: "Комунальні послуги"),
      ]
    ),
    settings: Settings(
      title: "Налаштування",
      notifications: Notifications(
        title: "Сповіщення",
        reminder: Reminder(
          toggle: "Щоденне нагадування",
          body: "Час записати сьогоднішні витрати. Ми нагадаємо знову о {time}."
        )
      )
    )
  )
}
