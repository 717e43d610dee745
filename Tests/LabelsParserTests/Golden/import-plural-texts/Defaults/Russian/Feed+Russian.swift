import Labels

extension Labels.Feed {
  /// The Russian labels of `Labels.Feed`.
  static var russian: Labels.Feed {
    Labels.Feed(
      shared: PluralText1("%1$#@posts@ today") {
        switch $0 {
        case .posts:
          .ru(
            one: "%2$@ shared %lld posts",
            few: "%2$@ shared %lld posts",
            many: "%2$@ shared %lld posts",
            other: "%2$@ shared %lld posts"
          )
        }
      }
    )
  }
}
