import Labels

extension Labels.Inbox {
  /// The English labels of `Labels.Inbox`.
  static var english: Labels.Inbox {
    Labels.Inbox(
      activity: PluralText("%1$#@messages@ in %2$#@threads@") {
        switch $0 {
        case .messages:
          .en(
            one: "%lld new message",
            other: "%lld new messages"
          )
        case .threads:
          .en(
            one: "%lld thread",
            other: "%lld threads"
          )
        }
      }
    )
  }
}
