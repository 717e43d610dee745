import Labels

extension Labels.Feed {
  /// The English labels of `Labels.Feed`.
  static var english: Labels.Feed {
    Labels.Feed(
      shared: PluralText1("%1$#@posts@ today") {
        switch $0 {
        case .posts:
          .en(
            one: "%2$@ shared %lld post",
            other: "%2$@ shared %lld posts"
          )
        }
      }
    )
  }
}
