import Labels

extension Labels.Profile {
  /// The Russian labels of `Labels.Profile`.
  static var russian: Labels.Profile {
    Labels.Profile(
      boosted: PluralText1("%2$#@count@ продвинул %1$@") {
        switch $0 {
        case .count:
          .ru(
            one: "%lld запись",
            few: "%lld записи",
            many: "%lld записей",
            other: "%lld записи"
          )
        }
      },
      posted: PluralText1("У %@ %#@posts@") {
        switch $0 {
        case .posts:
          .ru(
            one: "%lld запись",
            few: "%lld записи",
            many: "%lld записей",
            other: "%lld записи"
          )
        }
      },
      stats: PluralText("%#@followers@ · %#@posts@") {
        switch $0 {
        case .followers:
          .ru(
            one: "%lld подписчик",
            few: "%lld подписчика",
            many: "%lld подписчиков",
            other: "%lld подписчика"
          )
        case .posts:
          .ru(
            one: "%lld запись",
            few: "%lld записи",
            many: "%lld записей",
            other: "%lld записи"
          )
        }
      }
    )
  }
}
