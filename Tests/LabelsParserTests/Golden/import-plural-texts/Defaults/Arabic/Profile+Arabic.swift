import Labels

extension Labels.Profile {
  /// The Arabic labels of `Labels.Profile`.
  static var arabic: Labels.Profile {
    Labels.Profile(
      boosted: PluralText1("%1$@ عزز %2$#@count@") {
        switch $0 {
        case .count:
          .ar(
            zero: "لا منشورات",
            one: "منشور واحد",
            two: "منشوران",
            few: "%lld منشورات",
            many: "%lld منشورًا",
            other: "%lld منشور"
          )
        }
      },
      posted: PluralText1("لدى %@ %#@posts@") {
        switch $0 {
        case .posts:
          .ar(
            zero: "لا منشورات",
            one: "منشور واحد",
            two: "منشوران",
            few: "%lld منشورات",
            many: "%lld منشورًا",
            other: "%lld منشور"
          )
        }
      },
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
