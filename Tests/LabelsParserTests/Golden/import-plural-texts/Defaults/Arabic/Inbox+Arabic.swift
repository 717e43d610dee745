import Labels

extension Labels.Inbox {
  /// The Arabic labels of `Labels.Inbox`.
  static var arabic: Labels.Inbox {
    Labels.Inbox(
      activity: PluralText("%1$#@messages@ في %2$#@threads@") {
        switch $0 {
        case .messages:
          .ar(
            zero: "لا رسالة",
            one: "رسالة واحد",
            two: "رسالةان",
            few: "%lld رسالةات",
            many: "%lld رسالةًا",
            other: "%lld رسالة"
          )
        case .threads:
          .ar(
            zero: "لا محادثة",
            one: "محادثة واحد",
            two: "محادثةان",
            few: "%lld محادثة",
            many: "%lld محادثةًا",
            other: "%lld محادثة"
          )
        }
      }
    )
  }
}
