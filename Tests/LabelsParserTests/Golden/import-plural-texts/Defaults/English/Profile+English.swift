import Labels

extension Labels.Profile {
  /// The English labels of `Labels.Profile`.
  static var english: Labels.Profile {
    Labels.Profile(
      boosted: PluralText1("%1$@ boosted %2$#@count@") {
        switch $0 {
        case .count:
          .en(
            one: "%lld post",
            other: "%lld posts"
          )
        }
      },
      posted: PluralText1("%@ has %#@posts@") {
        switch $0 {
        case .posts:
          .en(
            one: "%lld post",
            other: "%lld posts"
          )
        }
      },
      stats: PluralText("%#@followers@ · %#@posts@") {
        switch $0 {
        case .followers:
          .en(
            one: "%lld follower",
            other: "%lld followers"
          )
        case .posts:
          .en(
            one: "%lld post",
            other: "%lld posts"
          )
        }
      }
    )
  }
}
