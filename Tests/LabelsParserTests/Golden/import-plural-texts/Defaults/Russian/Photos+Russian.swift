import Labels

extension Labels.Photos {
  /// The Russian labels of `Labels.Photos`.
  static var russian: Labels.Photos {
    Labels.Photos(
      liked: PluralText("Нравится %#@count@.") {
        switch $0 {
        case .count:
          .ru(
            one: "%d человеку",
            few: "%d людям",
            many: "%d людям",
            other: "%d человека"
          )
        }
      }
    )
  }
}
