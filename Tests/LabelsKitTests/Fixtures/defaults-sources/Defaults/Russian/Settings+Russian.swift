import Labels

extension Labels.Settings {
  /// The Russian settings screen.
  static var russian: Labels.Settings {
    Labels.Settings(
      title: "Настройки",
      notifications: Labels.Notifications(
        title: "Уведомления",
        reminder: Labels.Reminder(
          toggle: "Ежедневное напоминание",
          body: "Пора записать сегодняшние расходы. Мы напомним снова в {time}."
        )
      )
    )
  }
}
