import Labels

extension Labels.Feed {
  /// The Arabic labels of `Labels.Feed`.
  static var arabic: Labels.Feed {
    Labels.Feed(
      shared: PluralText1("%1$#@posts@ today") {
        switch $0 {
        case .posts:
          .ar(
            zero: "%2$@ shared %lld posts",
            one: "%2$@ shared %lld posts",
            two: "%2$@ shared %lld posts",
            few: "%2$@ shared %lld posts",
            many: "%2$@ shared %lld posts",
            other: "%2$@ shared %lld posts"
          )
        }
      }
    )
  }
}
