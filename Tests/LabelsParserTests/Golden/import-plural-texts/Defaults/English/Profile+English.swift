import Labels

extension Labels.Profile {
  /// The English labels of `Labels.Profile`.
  static var english: Labels.Profile {
    Labels.Profile(
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
