import Labels

extension Labels.Settings {
  /// The Ukrainian settings screen.
  static var ukrainian: Labels.Settings {
    Labels.Settings(
      title: "Налаштування",
      notifications: Labels.Notifications(
        title: "Сповіщення",
        reminder: Labels.Reminder(
          toggle: "Щоденне нагадування",
          body: "Час записати сьогоднішні витрати. Ми нагадаємо знову о {time}."
        )
      )
    )
  }
}
