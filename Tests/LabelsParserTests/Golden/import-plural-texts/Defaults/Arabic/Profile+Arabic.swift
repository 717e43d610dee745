import Labels

extension Labels.Profile {
  /// The Arabic labels of `Labels.Profile`.
  static var arabic: Labels.Profile {
    Labels.Profile(
      stats: PluralText("%#@followers@ · %#@posts@") {
        switch $0 {
        case .followers:
          .ar(
            zero: "لا متابع",
            one: "متابع واحد",
            two: "متابعان",
            few: "%lld متابعات",
            many: "%lld متابعًا",
            other: "%lld متابع"
          )
        case .posts:
          .ar(
            zero: "لا منشور",
            one: "منشور واحد",
            two: "منشوران",
            few: "%lld منشورات",
            many: "%lld منشورًا",
            other: "%lld منشور"
          )
        }
      }
    )
  }
}
