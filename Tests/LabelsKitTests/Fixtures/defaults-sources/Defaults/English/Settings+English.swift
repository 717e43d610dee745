import Labels

extension Labels.Settings {
  /// The English settings screen.
  static var english: Labels.Settings {
    Labels.Settings(
      title: "Settings",
      notifications: Labels.Notifications(
        title: "Notifications",
        reminder: Labels.Reminder(
          toggle: "Daily reminder",
          body: "Time to log today's expenses. We'll remind you again at {time}."
        )
      )
    )
  }
}
