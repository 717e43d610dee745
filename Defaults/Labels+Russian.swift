import Labels

extension Labels {
  /// The Russian labels.
  public static let russian = Labels(
    login: Login(
      welcome: "С возвращением",
      loginButton: "Войти",
      greeting: "Здравствуйте, %@!",
      forgotPassword: "Забыли пароль?"
    ),
    expenses: Expenses(
      title: "Расходы",
      count: "Расходов: %lld",
      categories: [
        ExpenseCategory(id: "entertainment", name: "Развлечения"),
        ExpenseCategory(id: "food", name: "Еда"),
        ExpenseCategory(id: "insurance", name: "Страхование"),
        ExpenseCategory(id: "travel", name: "Путешествия"),
        ExpenseCategory(id: "utilities", name: "Коммунальные услуги"),
      ]
    ),
    settings: Settings(
      title: "Настройки",
      notifications: Notifications(
        title: "Уведомления",
        reminder: Reminder(
          toggle: "Ежедневное напоминание",
          body: "Пора записать сегодняшние расходы. Мы напомним снова в {time}."
        )
      )
    )
  )
}
