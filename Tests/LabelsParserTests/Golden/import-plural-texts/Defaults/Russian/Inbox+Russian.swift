import Labels

extension Labels.Inbox {
  /// The Russian labels of `Labels.Inbox`.
  static var russian: Labels.Inbox {
    Labels.Inbox(
      activity: PluralText("%2$#@threads@: %1$#@messages@") {
        switch $0 {
        case .messages:
          .ru(
            one: "%lld новое",
            few: "%lld новых",
            many: "%lld новых",
            other: "%lld нового"
          )
        case .threads:
          .ru(
            one: "%lld беседа",
            few: "%lld беседы",
            many: "%lld бесед",
            other: "%lld беседы"
          )
        }
      }
    )
  }
}
